/** The analytics tests' shared set-up: the app, visitors at their own addresses, a creator. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsReport } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { dayOf } from './analytics.service';

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) Mobile/15E148 Safari/604.1';
export let app: FastifyInstance;
let addressCounter = 0;
export const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};
export const MINUTE = 60_000;
/** How far to move the clock to half a minute past midnight tomorrow (UTC). */
export const earlyTomorrow = () =>
  Date.parse(`${dayOf(new Date(Date.now() + 24 * 60 * MINUTE))}T00:00:30Z`) - Date.now();

/** One app for the test file calling it. */
export function setUpAnalytics() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
}

/** A browser at its own address (or at `remoteAddress`, to play one address's many browsers). */
export function visitor(userAgent = BROWSER, token?: string, remoteAddress = nextAddress()) {
  const headers = { 'user-agent': userAgent, ...(token ? bearer(token) : {}) };
  return {
    /** The page's beacon, with the token of a page served now unless `pageToken` is given. */
    view: (username: string, referrer?: string, pageToken?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/view/',
        headers,
        remoteAddress,
        payload: {
          username,
          token: pageToken ?? app.services.analytics.viewToken(username),
          ...(referrer ? { referrer } : {}),
        },
      }),
    contact: (username: string) =>
      app.inject({
        method: 'POST',
        url: '/api/analytics/contact/',
        headers,
        remoteAddress,
        payload: { username },
      }),
    go: (path: string) => app.inject({ url: path, headers, remoteAddress }),
  };
}

export async function creator() {
  const user = await buildPaidUser(app);
  const { access } = await login(app, user.username);
  const link = await app.services.links.add(user.id, 'My shop', 'https://shop.example/creator');
  return { user, access, link };
}

export async function reportOf(access: string, days = 7): Promise<AnalyticsReport> {
  const response = await app.inject({
    url: `/api/analytics/?days=${days}`,
    headers: bearer(access),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AnalyticsReport>();
}

export const today = (report: AnalyticsReport, series: 'views' | 'unique_visitors') =>
  report[series].at(-1)?.count;

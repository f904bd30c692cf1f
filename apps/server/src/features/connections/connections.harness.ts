/** The connection tests' shared set-up: the app, the platform stand-ins and the browser's steps. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ConnectPlatform } from '@partnerly/shared';
import { platformConnections, socials } from '../../db/schema';
import { createLoggedApp } from '../../test/captured-log';
import { firstReadsDone } from '../../test/connected-instances';
import { withClockAhead } from '../../test/clock';
import { bearer, buildPaidUser, login } from '../../test/factories';
import {
  startPlatformStandIns,
  type PlatformStandIn,
  type StandInAccount,
} from '../../test/platform-stand-ins';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

export const DAY = 86_400_000;
/** Mails go out through the job worker and SMTP: give them time on a busy machine. */
export const MAIL_WAIT = { timeout: 15_000 };

export let app: FastifyInstance;
export let logText: () => string;
export let standIns: Awaited<ReturnType<typeof startPlatformStandIns>>;
export let sink: SmtpSink;

/** One app with the three platform stand-ins and a mail sink for the test file calling it. */
export function setUpConnections() {
  beforeAll(async () => {
    standIns = await startPlatformStandIns();
    sink = await startSmtpSink();
    const logged = await createLoggedApp({ platforms: standIns.platforms, smtpUrl: sink.url });
    app = logged.app;
    logText = logged.text;
  });
  afterAll(async () => {
    await app?.close();
    await standIns?.close();
    await sink?.close();
  });
}

export let accounts = 0;
export const accountOf = (values: Partial<StandInAccount> = {}): StandInAccount => {
  accounts += 1;
  return { id: `acct-${accounts}`, username: `creator.${accounts}`, followers: 1500, ...values };
};

export async function creator() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

/** Connect pressed: the platform's address, and the cookie the browser keeps. */
export async function start(platform: ConnectPlatform, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/connect/${platform}/start/`,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return {
    url: response.json<{ url: string }>().url,
    cookie: cookieOf(response.headers['set-cookie']),
  };
}

/** The browser at the platform's authorize page: where the platform sends it back. */
export async function authorize(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin).toBe('http://localhost:3000');
  return `${back.pathname}${back.search}`;
}

/** The browser back at our callback: where /profile opens. */
export async function callback(path: string, cookie: string) {
  const response = await app.inject({ url: path, headers: { cookie } });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

/**
 * The whole journey through the real redirects, until the account's first read is done: a
 * test moving the clock or the stand-ins afterwards then acts on the sweep's read alone.
 */
export async function connect(
  standIn: PlatformStandIn,
  headers: Record<string, string>,
  account?: StandInAccount,
) {
  if (account) standIn.signIn(account);
  const { url, cookie } = await start(standIn.platform, headers);
  const location = await callback(await authorize(url), cookie);
  await firstReadsDone(app);
  return location;
}

export const userData = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/UserData/', headers })).json();
export const socialOf = async (userId: number, platform: string) =>
  (
    await app.database.db
      .select()
      .from(socials)
      .where(and(eq(socials.userId, userId), eq(socials.platform, platform)))
  )[0];
export const connectionOf = async (userId: number, platform: ConnectPlatform) =>
  (
    await app.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)),
      )
  )[0];
/** The mails telling the member a connected account was lost. */
export const lostMails = (email: string, subject: RegExp) =>
  sink.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));

/** The sweep as the repeating job runs it, `ms` from now (the worker may run it too). */
export const sweepAt = (ms: number) =>
  withClockAhead(ms, () => app.services.connectionRefresh.refreshDue());

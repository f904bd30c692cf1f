/** One app per test file, mailing to a sink: the sign-in, account, mail and report tests' set-up. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './app';
import { bearer } from './factories';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

export let app: FastifyInstance;
export let smtp: SmtpSink;

/** Starts `app` and `smtp` before the calling file's tests and closes them after. */
export function setUpMailingApp() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
}

/**
 * POST to `app`, each request from a new address in 10.`subnet`.0.0/16 unless `ip` is given:
 * the per-address limits then stop only what a test sends from one address on purpose.
 */
export function postsFrom(subnet: number) {
  let host = 0;
  return (
    url: string,
    payload: object,
    ip = `10.${subnet}.${Math.floor(host / 250)}.${host++ % 250}`,
  ) => app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

/** `tokens`' session is over: its access token is refused, and so is its refresh token. */
export async function expectSessionEnded(tokens: { access: string; refresh: string }) {
  expect(
    (await app.inject({ url: '/api/UserData/', headers: bearer(tokens.access) })).statusCode,
  ).toBe(401);
  const refresh = await app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: tokens.refresh },
  });
  expect(refresh.statusCode).toBe(401);
}

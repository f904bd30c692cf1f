import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLoggedApp } from '../test/captured-log';
import { bearer, buildUser, login } from '../test/factories';

const warnings = (lines: string[], pattern: RegExp) =>
  lines.filter((line) => JSON.parse(line).level === 40 && pattern.test(line));

describe('a production server without Stripe keys', () => {
  let app: FastifyInstance;
  let lines: string[];
  beforeAll(async () => {
    ({ app, lines } = await createLoggedApp({ env: 'production' }));
  });
  afterAll(() => app.close());

  it('starts, logs one warning and answers the Pay button with "not configured"', async () => {
    expect(warnings(lines, /STRIPE_SECRET_KEY is not set/)).toHaveLength(1);
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout/session/',
      headers: bearer(access),
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ detail: 'Payments are not configured yet.' });
  });

  it('warns once when requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    await app.inject({ url: '/api/health' });
    expect(warnings(lines, /TRUST_PROXY/)).toHaveLength(0);
    for (const address of ['203.0.113.7', '203.0.113.8']) {
      await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': address } });
    }
    expect(warnings(lines, /X-Forwarded-For but TRUST_PROXY is off/)).toHaveLength(1);
  });
});

describe('a development server behind a trusted proxy', () => {
  it('warns about neither Stripe nor X-Forwarded-For', async () => {
    const { app, lines } = await createLoggedApp({ env: 'development', trustProxy: true });
    await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    await app.close();
    expect(warnings(lines, /STRIPE_SECRET_KEY|TRUST_PROXY/)).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { promoCodes } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let host = 0;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function explorer() {
  const user = await buildUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}
const redeem = (headers: Record<string, string>, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/check-promo/',
    headers,
    payload: { code },
    remoteAddress: `10.4.${Math.floor(host / 250)}.${host++ % 250}`,
  });
const makeCode = (code: string, values: Partial<typeof promoCodes.$inferInsert> = {}) =>
  app.services.promo.create({ code, expiresOn: '2030-01-01', amount: 1, percent: 100, ...values });

describe('POST /api/check-promo/', () => {
  it('grants lifetime Full Access for a valid code', async () => {
    await makeCode('CREATOR-LAUNCH');
    const { user, headers } = await explorer();
    const response = await redeem(headers, 'creator-launch');
    expect(response.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/UserData/', headers });
    expect(me.json().subscription).toMatchObject({ status: 'active', promocode_used: true });
    expect((await app.services.subscriptions.findByUser(user.id))?.startedAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown, expired or used-up code', async () => {
    await makeCode('OLD-CODE', { expiresOn: '2020-01-01' });
    await makeCode('NO-USES-LEFT', { amount: 0 });
    const { headers } = await explorer();
    for (const code of ['NOPE', 'OLD-CODE', 'NO-USES-LEFT']) {
      const response = await redeem(headers, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'This promo code is not valid.' });
    }
    expect(
      (await app.inject({ url: '/api/UserData/', headers })).json().subscription.status,
    ).toBeNull();
  });

  it('does not let one user redeem a code twice', async () => {
    const created = await makeCode('TWICE', { amount: 5 });
    const { headers } = await explorer();
    expect((await redeem(headers, 'TWICE')).statusCode).toBe(200);
    expect((await redeem(headers, 'TWICE')).statusCode).toBe(400);
    const [row] = await app.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, created?.id ?? 0));
    expect(row?.amount).toBe(4);
  });

  it('grants exactly 5 of 20 concurrent redemptions of a 5-use code', async () => {
    const created = await makeCode('RUSH', { amount: 5 });
    const users = await Promise.all(Array.from({ length: 20 }, () => explorer()));
    const answers = await Promise.all(users.map(({ headers }) => redeem(headers, 'RUSH')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(15);
    const [row] = await app.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, created?.id ?? 0));
    expect(row?.amount).toBe(0);
  });

  it('validates the code field', async () => {
    const { headers } = await explorer();
    expect((await redeem(headers, '')).json()).toEqual({ code: ['This field is required.'] });
    expect((await redeem(headers, 'x'.repeat(512))).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await redeem({}, 'RUSH')).statusCode).toBe(401);
  });
});

describe('test checkout (no Stripe keys)', () => {
  it('points Pay at the built-in test checkout and activates through it', async () => {
    const { user, headers } = await explorer();
    const checkout = await app.inject({ method: 'POST', url: '/api/checkout/session/', headers });
    expect(checkout.statusCode).toBe(201);
    expect(checkout.json().url).toBe('http://localhost:3000/checkout/test');
    const paid = await app.inject({ method: 'POST', url: '/api/checkout/test/complete/', headers });
    expect(paid.statusCode).toBe(200);
    expect((await app.services.subscriptions.findByUser(user.id))?.status).toBe('active');

    const portal = await app.inject({ method: 'POST', url: '/api/customer-portal/', headers });
    expect(portal.json().url).toBe('http://localhost:3000/checkout/test?manage=1');
    await app.inject({ method: 'POST', url: '/api/checkout/test/cancel/', headers });
    expect((await app.services.subscriptions.findByUser(user.id))?.status).toBe('canceled');
  });

  it('is refused in production', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const user = await buildUser(production);
      const { access } = await login(production, user.username);
      const response = await production.inject({
        method: 'POST',
        url: '/api/checkout/test/complete/',
        headers: bearer(access),
      });
      expect(response.statusCode).toBe(404);
      expect((await production.services.subscriptions.findByUser(user.id))?.status).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createTestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { bearer, buildUser, login } from '../../test/factories';

const UNAVAILABLE = { detail: 'Payment provider unavailable, please try again.' };
const WEBHOOK_SECRET = 'whsec_partnerly_faults';
let app: FastifyInstance;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await createTestApp({
    stripe: {
      secretKey: stripe.secretKey,
      priceId: 'price_full_access',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripe.apiUrl,
    },
  });
});
afterEach(() => stripe.heal());
afterAll(async () => {
  await app.close();
  await stripe.close();
});

async function signedIn() {
  const user = await buildUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

const checkout = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/checkout/session/', headers });

describe('Stripe failing', () => {
  it.each([
    [503, 502],
    [500, 502],
    [401, 502],
    [400, 502],
    [429, 503],
  ])(
    'answers a Stripe %i at checkout with our %i and no word of Stripe’s',
    async (stripeStatus, ours) => {
      const { headers } = await signedIn();
      stripe.fail({ method: 'POST', path: '/v1/checkout/sessions', status: stripeStatus });
      const response = await checkout(headers);
      expect(response.statusCode).toBe(ours);
      expect(response.json()).toEqual(UNAVAILABLE);
    },
  );

  it('answers a Stripe 401 at the customer portal with 502, not a 401 that ends the session', async () => {
    const { headers } = await signedIn();
    expect((await checkout(headers)).statusCode).toBe(201);
    stripe.fail({ path: '/v1/billing_portal/sessions', status: 401 });
    const response = await app.inject({ method: 'POST', url: '/api/customer-portal/', headers });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it('pays after a failed customer creation, with a fresh idempotency key', async () => {
    const { user, headers } = await signedIn();
    const before = stripe.requests.length;
    stripe.fail({ method: 'POST', path: '/v1/customers', status: 500, times: 1 });
    expect((await checkout(headers)).statusCode).toBe(502);

    const retry = await checkout(headers);
    expect(retry.statusCode).toBe(201);
    const creations = stripe.requests
      .slice(before)
      .filter((request) => request.method === 'POST' && request.path === '/v1/customers');
    const keys = new Set(creations.map((request) => request.idempotencyKey));
    expect(keys.size).toBe(2);
    const mine = stripe.customers.filter((customer) => customer.email === user.email);
    expect(mine).toHaveLength(1);
  });

  it('finds the customer a failed attempt created instead of creating a second one', async () => {
    const { user, headers } = await signedIn();
    stripe.fail({
      method: 'POST',
      path: '/v1/customers',
      status: 500,
      times: 1,
      afterEffect: true,
    });
    expect((await checkout(headers)).statusCode).toBe(502);
    expect(stripe.customers.filter((customer) => customer.email === user.email)).toHaveLength(1);

    expect((await checkout(headers)).statusCode).toBe(201);
    const mine = stripe.customers.filter((customer) => customer.email === user.email);
    expect(mine).toHaveLength(1);
    const saved = await app.services.subscriptions.findByUser(user.id);
    expect(saved?.stripeCustomerId).toBe(mine[0]?.id);
  });

  it('answers a webhook with 502 while Stripe is down, and handles the redelivery', async () => {
    const { user, headers } = await signedIn();
    expect((await checkout(headers)).statusCode).toBe(201);
    const customer = (await app.services.subscriptions.findByUser(user.id))?.stripeCustomerId;
    stripe.setSubscription({
      id: `sub_faults_${user.id}`,
      customer: customer ?? '',
      status: 'active',
    });
    const payload = JSON.stringify({
      id: `evt_faults_${user.id}`,
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: `sub_faults_${user.id}` } },
    });
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/stripe/webhook/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        payload,
      });

    stripe.fail({ path: `/v1/subscriptions/sub_faults_${user.id}`, status: 401 });
    const refused = await deliver();
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual(UNAVAILABLE);
    stripe.heal();
    expect((await deliver()).statusCode).toBe(200);
    expect((await app.services.subscriptions.findByUser(user.id))?.status).toBe('active');
  });
});

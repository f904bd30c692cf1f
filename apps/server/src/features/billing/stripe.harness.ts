/** The Stripe tests' shared set-up: the app against the fake Stripe, signed events, paid members. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createTestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { bearer, buildUser, login } from '../../test/factories';

const WEBHOOK_SECRET = 'whsec_partnerly_test';
export let app: FastifyInstance;
export let stripe: FakeStripe;
const sdk = new Stripe('sk_test_unused');
let eventCounter = 0;

/** One app for the test file calling it, with Stripe configured and answered by the fake. */
export function setUpStripe() {
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
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
}

/** A webhook event as Stripe signs it (with `secret`). */
export function sendEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}`,
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export async function paidViaCheckout() {
  const user = await buildUser(app);
  const { access } = await login(app, user.username);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/checkout/session/',
    headers: bearer(access),
  });
  expect(checkout.statusCode).toBe(201);
  const customer = (await app.services.subscriptions.findByUser(user.id))?.stripeCustomerId ?? '';
  const subscriptionId = `sub_${user.id}`;
  stripe.setSubscription({ id: subscriptionId, customer, status: 'active' });
  const completed = await sendEvent('checkout.session.completed', {
    object: 'checkout.session',
    customer,
    subscription: subscriptionId,
    client_reference_id: String(user.id),
  });
  expect(completed.statusCode).toBe(200);
  return { user, access, customer, subscriptionId };
}

export const statusOf = async (userId: number) =>
  (await app.services.subscriptions.findByUser(userId))?.status;

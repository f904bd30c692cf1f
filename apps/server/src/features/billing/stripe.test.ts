import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createTestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { bearer, buildUser, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { SOCKET_CLOSE } from '@partnerly/shared';

const WEBHOOK_SECRET = 'whsec_partnerly_test';
let app: FastifyInstance;
let stripe: FakeStripe;
const sdk = new Stripe('sk_test_unused');
let eventCounter = 0;

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

function sendEvent(
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

async function paidViaCheckout() {
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

const statusOf = async (userId: number) =>
  (await app.services.subscriptions.findByUser(userId))?.status;

describe('Stripe checkout and portal', () => {
  it('creates one customer per user and a subscription-mode Checkout Session', async () => {
    const user = await buildUser(app, { email: 'payer@example.com' });
    const { access } = await login(app, user.username);
    const before = stripe.requests.length;
    const first = await app.inject({
      method: 'POST',
      url: '/api/checkout/session/',
      headers: bearer(access),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    await app.inject({ method: 'POST', url: '/api/checkout/session/', headers: bearer(access) });

    const sent = stripe.requests.slice(before);
    const customers = sent.filter(
      (request) => request.method === 'POST' && request.path === '/v1/customers',
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.get('email')).toBe('payer@example.com');
    expect(customers[0]?.params.get('metadata[user_id]')).toBe(String(user.id));
    const sessions = sent.filter((request) => request.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.params.get('mode')).toBe('subscription');
    expect(sessions[0]?.params.get('line_items[0][price]')).toBe('price_full_access');
    expect(sessions[0]?.params.get('client_reference_id')).toBe(String(user.id));
    expect(sessions[0]?.params.get('success_url')).toBe('http://localhost:3000/checkout/success');
    expect(sessions[0]?.params.get('cancel_url')).toBe('http://localhost:3000/settings');
    expect(sessions[1]?.params.get('customer')).toBe(sessions[0]?.params.get('customer'));
  });

  it('opens the customer portal for a paying customer', async () => {
    const { access } = await paidViaCheckout();
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer-portal/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.requests.at(-1)?.params.get('return_url')).toBe('http://localhost:3000/settings');
  });

  it('has no test checkout when Stripe is configured', async () => {
    const { access } = await paidViaCheckout();
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/test/complete/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('activates the subscription after checkout', async () => {
    const { user } = await paidViaCheckout();
    expect(await statusOf(user.id)).toBe('active');
    const me = await app.inject({
      url: '/api/UserData/',
      headers: bearer((await login(app, user.username)).access),
    });
    expect(me.json().subscription.status).toBe('active');
  });

  it('keeps access on renewal and records a cancellation at period end', async () => {
    const { user, customer, subscriptionId } = await paidViaCheckout();
    stripe.setSubscription({ id: subscriptionId, customer, status: 'active' });
    await sendEvent('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
    });
    expect(await statusOf(user.id)).toBe('active');

    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: 'active',
      cancel_at: periodEnd,
    });
    await sendEvent('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
    });
    const row = await app.services.subscriptions.findByUser(user.id);
    expect(row?.status).toBe('active');
    expect(row?.cancelAt?.getTime()).toBe(periodEnd * 1000);

    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: 'canceled',
      canceled_at: periodEnd,
    });
    await sendEvent('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
    });
    expect(await statusOf(user.id)).toBe('canceled');
  });

  it('closes the live chat of a member whose subscription ended, on the spot', async () => {
    const { user, customer, subscriptionId } = await paidViaCheckout();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { access } = await login(app, user.username);
    const socket = await connectSocket(url, access);
    stripe.setSubscription({ id: subscriptionId, customer, status: 'canceled', canceled_at: 1 });
    await sendEvent('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
    });
    expect(await socket.closed()).toEqual({
      code: SOCKET_CLOSE.fullAccessRequired,
      reason: 'Full Access required',
    });
  });

  it('locks access when a payment fails', async () => {
    const { user, customer, subscriptionId } = await paidViaCheckout();
    stripe.setSubscription({ id: subscriptionId, customer, status: 'past_due' });
    const response = await sendEvent('invoice.payment_failed', {
      object: 'invoice',
      customer,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(user.id)).toBe('past_due');
  });

  it('announces a failed payment, and a subscription set to end once, for the mails', async () => {
    const heard: string[] = [];
    app.services.events.subscribe('billing.payment-failed', ({ userId }) => {
      heard.push(`failed ${userId}`);
    });
    app.services.events.subscribe('billing.subscription-ending', ({ userId, endsAt }) => {
      heard.push(`ending ${userId} ${endsAt}`);
    });
    const { user, customer, subscriptionId } = await paidViaCheckout();
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: 'active',
      cancel_at: periodEnd,
    });
    const updated = { id: subscriptionId, object: 'subscription' };
    await sendEvent('customer.subscription.updated', updated);
    await sendEvent('customer.subscription.updated', updated);
    stripe.setSubscription({ id: subscriptionId, customer, status: 'past_due' });
    await sendEvent('invoice.payment_failed', {
      object: 'invoice',
      customer,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    });
    expect(heard).toEqual([
      `ending ${user.id} ${new Date(periodEnd * 1000).toISOString()}`,
      `failed ${user.id}`,
    ]);
  });

  it('handles a redelivered event once', async () => {
    const { customer, subscriptionId } = await paidViaCheckout();
    const retrieves = () =>
      stripe.requests.filter((request) => request.path === `/v1/subscriptions/${subscriptionId}`)
        .length;
    const before = retrieves();
    await sendEvent(
      'customer.subscription.updated',
      { id: subscriptionId, customer },
      'evt_duplicate',
    );
    const again = await sendEvent(
      'customer.subscription.updated',
      { id: subscriptionId, customer },
      'evt_duplicate',
    );
    expect(again.statusCode).toBe(200);
    expect(retrieves()).toBe(before + 1);
  });

  it('takes the state from Stripe, so a late event cannot undo a cancellation', async () => {
    const { user, customer, subscriptionId } = await paidViaCheckout();
    stripe.setSubscription({ id: subscriptionId, customer, status: 'canceled', canceled_at: 1 });
    await sendEvent('customer.subscription.deleted', { id: subscriptionId, status: 'canceled' });
    await sendEvent('customer.subscription.updated', { id: subscriptionId, status: 'active' });
    expect(await statusOf(user.id)).toBe('canceled');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { user, customer, subscriptionId } = await paidViaCheckout();
    stripe.setSubscription({ id: subscriptionId, customer, status: 'canceled' });
    const forged = await sendEvent(
      'customer.subscription.deleted',
      { id: subscriptionId },
      'evt_forged',
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'customer.subscription.deleted',
        data: { object: { id: subscriptionId } },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(user.id)).toBe('active');
  });

  it('ignores a subscription of an unknown customer', async () => {
    stripe.setSubscription({ id: 'sub_stranger', customer: 'cus_stranger', status: 'active' });
    const response = await sendEvent('customer.subscription.created', { id: 'sub_stranger' });
    expect(response.statusCode).toBe(200);
    expect(await app.services.subscriptions.findByCustomer('cus_stranger')).toBeUndefined();
  });

  it('accepts a signed event larger than the JSON body limit', async () => {
    stripe.setSubscription({ id: 'sub_big', customer: 'cus_big', status: 'active' });
    const lines = Array.from({ length: 400 }, (_, i) => ({ id: `il_${i}`, note: 'x'.repeat(400) }));
    const response = await sendEvent('customer.subscription.updated', { id: 'sub_big', lines });
    expect(response.statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@partnerly/shared';
import { bearer, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { app, paidViaCheckout, sendEvent, setUpStripe, statusOf, stripe } from './stripe.harness';

setUpStripe();

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
    // Closed as a token change would be: the client reconnects as an Explorer (decision 107).
    expect(await socket.closed()).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: 'Plan changed',
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

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Order, PayoutsData } from '@partnerly/shared';
import { signedEvent } from '../../test/fake-stripe-connect';
import type { FakeStripe } from '../../test/fake-stripe';
import { eventually } from '../../test/eventually';
import { dealsApi, member, type Member } from './deals.fixtures';

export const WEBHOOK_SECRET = 'whsec_partnerly_deals';

/** The app's settings for deal payments through Stripe Connect at the stand-in, a 5% fee. */
export const paymentsConfig = (stripe: FakeStripe) => ({
  stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.apiUrl },
  dealPayments: { connect: true, feePercent: 5 },
});

/** Test fixtures of deal payments against the Stripe stand-in (issue 33). */
export function paymentsApi(app: FastifyInstance, stripe: FakeStripe) {
  const api = dealsApi(app);
  const webhook = (type: string, object: Record<string, unknown>, eventId?: string) => {
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, type, object, eventId);
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
  const orderOf = async (id: number, who: Member) =>
    (await api.get(who, `/api/orders/${id}/`)).json<Order>();

  return {
    ...api,
    webhook,
    orderOf,
    /** A seller whose Express account finished onboarding (told by `account.updated`). */
    async payableSeller(): Promise<Member & { account: string }> {
      const seller = await member(app);
      expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
      const account = [...stripe.connect.accounts.values()].find(
        (each) => (each.metadata as { user_id: string }).user_id === String(seller.id),
      );
      if (!account) throw new Error('no account created');
      const active = stripe.connect.activate(account.id);
      expect((await webhook('account.updated', active)).statusCode).toBe(200);
      const status = (await api.get(seller, '/api/payouts/')).json<PayoutsData>();
      expect(status.status).toBe('active');
      return { ...seller, account: account.id };
    },
    /** An order the buyer paid on Stripe's page: the session and the completed webhook. */
    async paidOrder(overrides: { price?: number } = {}) {
      const seller = await this.payableSeller();
      const buyer = await member(app);
      const placed = await api.order(buyer, seller, overrides);
      const pay = await api.post(buyer, `/api/orders/${placed.id}/pay/`);
      expect(pay.statusCode).toBe(201);
      const sessionId = /cs_test_\w+/.exec(pay.json<{ url: string }>().url)?.[0] ?? '';
      const session = stripe.connect.pay(sessionId);
      expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
      expect((await orderOf(placed.id, buyer)).payment.state).toBe('held');
      return { buyer, seller, order: placed, session };
    },
    /** Waits for the payment to reach `state` (the settlement job runs on the worker). */
    settled: (id: number, who: Member, state: Order['payment']['state']) =>
      eventually(
        async () => {
          const current = await orderOf(id, who);
          return current.payment.state === state && current;
        },
        `payment ${state}`,
        20_000,
      ),
    /**
     * Another Checkout Session of an order, opened behind the app's back (a session whose
     * answer was lost, or one from before an order could only have one): the buyer can pay it.
     */
    async strayCheckout(orderId: number, amountCents: number): Promise<string> {
      const sdk = app.services.stripe;
      if (!sdk) throw new Error('no Stripe');
      const session = await sdk.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: 'x' } },
          },
        ],
        metadata: { order_id: String(orderId) },
        success_url: 'http://localhost:3000/deals',
      });
      return session.id;
    },
    transfersOf: (orderId: number) =>
      stripe.connect.transfers.filter((each) => each.transfer_group === `order-${orderId}`),
  };
}

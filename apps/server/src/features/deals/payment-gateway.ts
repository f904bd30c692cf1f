import type Stripe from 'stripe';
import type { Config } from '../../config';

/** Where deal payments go: Stripe Connect, the labelled built-in test mode, or nowhere. */
export type PaymentsMode = 'stripe' | 'test' | 'off';

/**
 * Stripe Connect when a key is set and Connect is switched on; without a key (a laptop) the
 * test mode, except in production, where deals then run unpaid.
 */
export function paymentsModeOf(config: Config, stripe: Stripe | undefined): PaymentsMode {
  if (stripe) return config.dealPayments.connect ? 'stripe' : 'off';
  return config.env === 'production' ? 'off' : 'test';
}

/** An account as Stripe describes it (`accounts.retrieve`, `account.updated`). */
export interface AccountState {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
}

export const accountStateOf = (account: Stripe.Account): AccountState => ({
  detailsSubmitted: account.details_submitted ?? false,
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  requirements: account.requirements?.currently_due ?? [],
});

/** The transfer group and metadata that tie Stripe's objects to an order. */
export const transferGroupOf = (orderId: number) => `order-${orderId}`;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * The Stripe calls of deal payments. Money movements first look for one an earlier try made
 * (its answer lost), then create with an idempotency key from the order and the try: Stripe
 * replays a saved failure for a key, so a retry after a 500 needs the next key (decision 050).
 */
export function stripeConnect(stripe: Stripe, publicUrl: string) {
  return {
    /**
     * The member's Express account. The key is the member's and the try's: onboardings at once
     * get the one account Stripe made for the first (issue 46, case 17).
     */
    async createAccount(user: { id: number; email: string }, tries: number): Promise<string> {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email: user.email,
          metadata: { user_id: String(user.id) },
          capabilities: { transfers: { requested: true } },
        },
        { idempotencyKey: `user-${user.id}-payout-account-${tries}` },
      );
      return account.id;
    },

    async onboardingUrl(accountId: string): Promise<string> {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${publicUrl}/settings?tab=payments&refresh=1`,
        return_url: `${publicUrl}/settings?tab=payments`,
      });
      return link.url;
    },

    async dashboardUrl(accountId: string): Promise<string> {
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },

    async account(accountId: string): Promise<AccountState> {
      return accountStateOf(await stripe.accounts.retrieve(accountId));
    },

    /**
     * Checkout `attempt` of an order. Its key makes every pay that shares the attempt get the
     * same session, so the parameters must be the same for each of them (decision 081).
     */
    async checkout(order: { id: number; title: string }, amountCents: number, attempt: number) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: amountCents,
                product_data: { name: order.title },
              },
            },
          ],
          metadata: { order_id: String(order.id) },
          payment_intent_data: {
            transfer_group: transferGroupOf(order.id),
            metadata: { order_id: String(order.id) },
          },
          success_url: `${publicUrl}/deals/${order.id}?paid=1`,
          cancel_url: `${publicUrl}/deals/${order.id}`,
        },
        { idempotencyKey: `${transferGroupOf(order.id)}-checkout-${attempt}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },

    /** A session as Stripe holds it now, and its page while it is open. */
    async checkoutState(sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { status: session.status, url: session.url };
    },

    /** A paid session's payment intent and charge, read back from Stripe; undefined if unpaid. */
    async paidSession(sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntentId = idOf(session.payment_intent);
      if (session.payment_status !== 'paid' || !paymentIntentId) return undefined;
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      const chargeId = idOf(intent.latest_charge);
      if (!chargeId) return undefined;
      return {
        orderId: Number(session.metadata?.order_id),
        paymentIntentId,
        chargeId,
        amountCents: session.amount_total ?? intent.amount,
      };
    },

    async transfer(move: {
      orderId: number;
      amountCents: number;
      destination: string;
      chargeId: string;
      try: number;
    }): Promise<string> {
      const group = transferGroupOf(move.orderId);
      const earlier = await stripe.transfers.list({ transfer_group: group, limit: 10 });
      const found = earlier.data.find((transfer) => transfer.destination === move.destination);
      if (found) return found.id;
      const transfer = await stripe.transfers.create(
        {
          amount: move.amountCents,
          currency: 'usd',
          destination: move.destination,
          source_transaction: move.chargeId,
          transfer_group: group,
          metadata: { order_id: String(move.orderId) },
        },
        { idempotencyKey: `${group}-transfer-${move.try}` },
      );
      return transfer.id;
    },

    /**
     * A refund of a payment intent: the order's settlement, or a second charge of the order
     * (decision 081), which has a key of its own.
     */
    async refund(move: {
      orderId: number;
      amountCents: number;
      paymentIntentId: string;
      try: number;
      secondCharge?: boolean;
    }): Promise<string> {
      const earlier = await stripe.refunds.list({
        payment_intent: move.paymentIntentId,
        limit: 10,
      });
      const found = earlier.data.find((refund) => refund.status !== 'failed');
      if (found) return found.id;
      const refund = await stripe.refunds.create(
        {
          payment_intent: move.paymentIntentId,
          amount: move.amountCents,
          metadata: { order_id: String(move.orderId) },
        },
        {
          idempotencyKey: move.secondCharge
            ? `${transferGroupOf(move.orderId)}-second-charge-${move.paymentIntentId}-${move.try}`
            : `${transferGroupOf(move.orderId)}-refund-${move.try}`,
        },
      );
      return refund.id;
    },
  };
}

export type StripeConnect = ReturnType<typeof stripeConnect>;

/** The mode deal payments run in and, with Stripe, its Connect calls: one per app. */
export function paymentGateway(config: Config, stripe: Stripe | undefined) {
  const mode = paymentsModeOf(config, stripe);
  const connect = mode === 'stripe' && stripe ? stripeConnect(stripe, config.publicUrl) : undefined;
  return { mode, connect };
}

export type PaymentGateway = ReturnType<typeof paymentGateway>;

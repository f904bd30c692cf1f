import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { isActiveStatus } from '@partnerly/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { AppError, badRequest } from '../../lib/errors';
import type { User } from '../users/user';
import {
  isActive,
  type SubscriptionState,
  type SubscriptionsRepository,
} from './subscriptions.repository';
import { viaStripe } from './stripe.client';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured yet.';

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The plan state a Stripe subscription object describes. */
export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  return {
    status: subscription.status,
    startedAt: toDate(subscription.start_date),
    cancelAt: toDate(subscription.cancel_at),
    canceledAt: toDate(subscription.canceled_at),
    stripeSubscriptionId: subscription.id,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * Checkout, the customer portal and Stripe's events. Each event is answered from the
 * subscription as Stripe holds it now, so events arriving late or out of order cannot
 * overwrite newer state.
 */
export function billingService({
  config,
  stripe,
  subscriptions,
  log,
  events,
  db,
}: {
  config: Config;
  stripe: Stripe | undefined;
  subscriptions: SubscriptionsRepository;
  log: FastifyBaseLogger;
  events: EventBus;
  db: Database;
}) {
  const settingsUrl = `${config.publicUrl}/settings`;

  /** Records a plan state and announces whether the user has Full Access now. */
  async function apply(
    userId: number,
    state: SubscriptionState,
    within?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    // A notice the change calls for (the subscription is ending) is queued with it.
    const status = await inTransaction(db, async (tx) => {
      const applied = await subscriptions.applyState(userId, state, tx);
      await within?.(tx);
      return applied;
    });
    await events.publish('subscription.changed', { userId, active: isActiveStatus(status) });
  }
  // The built-in test checkout stands in for Stripe, except in production.
  const notConfigured = () => new AppError(503, { detail: PAYMENTS_NOT_CONFIGURED });
  const testCheckout = (path: string) => {
    if (config.env === 'production') throw notConfigured();
    return `${config.publicUrl}${path}`;
  };

  // The idempotency key of each user's pending customer creation. Concurrent checkouts share
  // it (one customer), and a failure replaces it: Stripe replays a saved failure for a key
  // for a day, so a fixed key would keep that user from paying.
  const customerNonces = new Map<number, string>();

  /** A customer Stripe already holds for this user: created by an attempt whose answer was lost. */
  async function existingCustomer(stripe: Stripe, user: User): Promise<string | undefined> {
    const list = await stripe.customers.list({ email: user.email, limit: 100 });
    return list.data.find((customer) => customer.metadata?.user_id === String(user.id))?.id;
  }

  async function customerFor(stripe: Stripe, user: User): Promise<string> {
    const saved = (await subscriptions.findByUser(user.id))?.stripeCustomerId;
    if (saved) return saved;
    const nonce = customerNonces.get(user.id) ?? randomUUID();
    customerNonces.set(user.id, nonce);
    try {
      const id =
        (await existingCustomer(stripe, user)) ??
        (
          await stripe.customers.create(
            { email: user.email, name: user.username, metadata: { user_id: String(user.id) } },
            { idempotencyKey: `customer-for-user-${user.id}-${nonce}` },
          )
        ).id;
      await subscriptions.setCustomer(user.id, id);
      customerNonces.delete(user.id);
      return id;
    } catch (error) {
      if (customerNonces.get(user.id) === nonce) customerNonces.delete(user.id);
      throw error;
    }
  }

  /** Stores the subscription's state from Stripe; the user it belongs to, when known. */
  async function syncSubscription(
    subscriptionId: string,
    userIdHint?: number,
  ): Promise<number | undefined> {
    if (!stripe) return undefined;
    const subscription = await viaStripe(log, () => stripe.subscriptions.retrieve(subscriptionId));
    const customerId = idOf(subscription.customer);
    const owner = customerId ? await subscriptions.findByCustomer(customerId) : undefined;
    const metadataUser = Number(subscription.metadata?.user_id) || undefined;
    const userId = owner?.userId ?? userIdHint ?? metadataUser;
    if (!userId) {
      log.warn(
        { subscriptionId, customerId },
        'stripe: subscription of an unknown customer ignored',
      );
      return undefined;
    }
    if (customerId && !owner) await subscriptions.setCustomer(userId, customerId);
    const before = await subscriptions.findByUser(userId);
    const state = stateOf(subscription);
    // Set to end (in the portal, or by Stripe): said once, when the end date appears.
    const endsAt = state.cancelAt && !before?.cancelAt && isActiveStatus(state.status);
    await apply(userId, state, async (tx) => {
      if (endsAt && state.cancelAt) {
        await events.publishWithin(tx, 'billing.subscription-ending', {
          userId,
          endsAt: state.cancelAt.toISOString(),
        });
      }
    });
    return userId;
  }

  return {
    usesStripe: Boolean(stripe),

    /** The user's plan as stored; none means the Explorer plan. */
    subscriptionOf: (userId: number) => subscriptions.findByUser(userId),

    /**
     * Whether a card would go on being charged: an active plan paid by card (not a lifetime
     * promo code) that is not set to end. Account deletion is refused while it is.
     */
    async keepsCharging(userId: number): Promise<boolean> {
      const subscription = await subscriptions.findByUser(userId);
      return Boolean(
        subscription &&
        isActive(subscription) &&
        !subscription.promocodeUsed &&
        !subscription.cancelAt,
      );
    },

    /** A Checkout Session URL, or the built-in test checkout when Stripe is not configured. */
    async checkoutUrl(user: User): Promise<string> {
      if (!stripe) return testCheckout('/checkout/test');
      if (!config.stripe.priceId) throw notConfigured();
      const customer = await viaStripe(log, () => customerFor(stripe, user));
      const session = await viaStripe(log, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: String(user.id),
          line_items: [{ price: config.stripe.priceId, quantity: 1 }],
          subscription_data: { metadata: { user_id: String(user.id) } },
          // The web app's welcome to Full Access, which waits for the webhook's confirmation.
          success_url: `${config.publicUrl}/checkout/success`,
          cancel_url: settingsUrl,
        }),
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return session.url;
    },

    /** The customer portal URL, or the test checkout's management page without Stripe. */
    async portalUrl(user: User): Promise<string> {
      if (!stripe) return testCheckout('/checkout/test?manage=1');
      const customer = (await subscriptions.findByUser(user.id))?.stripeCustomerId;
      if (!customer) throw badRequest('There is no subscription to manage.');
      const session = await viaStripe(log, () =>
        stripe.billingPortal.sessions.create({ customer, return_url: settingsUrl }),
      );
      return session.url;
    },

    async handleEvent(event: Stripe.Event): Promise<void> {
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const userId = Number(session.client_reference_id) || undefined;
          const customerId = idOf(session.customer);
          if (userId && customerId) await subscriptions.setCustomer(userId, customerId);
          const subscriptionId = idOf(session.subscription);
          if (subscriptionId) await syncSubscription(subscriptionId, userId);
          return;
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await syncSubscription(event.data.object.id);
          return;
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
          const userId = subscriptionId && (await syncSubscription(subscriptionId));
          if (userId) {
            await inTransaction(db, (tx) =>
              events.publishWithin(tx, 'billing.payment-failed', { userId }),
            );
          }
          return;
        }
        default:
          log.debug({ type: event.type }, 'stripe: event ignored');
      }
    },

    /** The test checkout's "payment": the same state change a Stripe event would cause. */
    async completeTestCheckout(user: User) {
      await apply(user.id, {
        status: 'active',
        startedAt: new Date(),
        cancelAt: null,
        canceledAt: null,
      });
    },

    async cancelTestSubscription(user: User) {
      const current = await subscriptions.findByUser(user.id);
      await apply(user.id, {
        status: 'canceled',
        startedAt: current?.startedAt ?? null,
        cancelAt: null,
        canceledAt: new Date(),
      });
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;

import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { stripeEventsRepository } from './stripe-events.repository';

/** Who handles which of Stripe's events: deals' payments and payouts, then the plans. */
interface Handlers {
  accountUpdated(accountId: string): Promise<void>;
  checkoutCompleted(session: Stripe.Checkout.Session): Promise<void>;
  handleEvent(event: Stripe.Event): Promise<void>;
}

/** Each verified Stripe event handled once, by the feature it concerns. */
export function stripeWebhookService(db: Database, handlers: Handlers) {
  const events = stripeEventsRepository(db);
  return {
    handle: (event: Stripe.Event) =>
      events.processOnce(event, async () => {
        // Deals are paid in payment mode and sellers' accounts are Connect's (issue 33).
        if (event.type === 'account.updated') return handlers.accountUpdated(event.data.object.id);
        // A bank debit completes the session unpaid and succeeds later, in its own event.
        if (
          (event.type === 'checkout.session.completed' ||
            event.type === 'checkout.session.async_payment_succeeded') &&
          event.data.object.mode === 'payment'
        ) {
          return handlers.checkoutCompleted(event.data.object);
        }
        return handlers.handleEvent(event);
      }),
  };
}

export type StripeWebhookService = ReturnType<typeof stripeWebhookService>;

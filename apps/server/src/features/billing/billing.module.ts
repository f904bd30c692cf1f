import type Stripe from 'stripe';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import { billingRoutes } from './billing.routes';
import { billingService, type BillingService } from './billing.service';
import { fullAccessCache, type FullAccessCache } from './full-access-cache';
import { createStripe } from './stripe.client';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { stripeWebhookService, type StripeWebhookService } from './stripe-webhook.service';
import { subscriptionsRepository, type SubscriptionsRepository } from './subscriptions.repository';

declare module '../../modules/registry' {
  interface Services {
    /** Absent without STRIPE_SECRET_KEY (the labelled test checkout takes its place). */
    stripe: Stripe | undefined;
    subscriptions: SubscriptionsRepository;
    /** Whether a member has Full Access, from memory (live chat frames ask it: decision 124). */
    fullAccess: FullAccessCache;
    billing: BillingService;
    stripeWebhook: StripeWebhookService;
  }
}

export const billingModule: FeatureModule = {
  name: 'billing',
  services: {
    stripe: ({ config }) => createStripe(config.stripe),
    subscriptions: ({ db }) => subscriptionsRepository(db),
    fullAccess: ({ subscriptions, events }) => fullAccessCache({ subscriptions, events }),
    billing: billingService,
    stripeWebhook: ({ db, billing, payouts, orderPayments }) =>
      stripeWebhookService(db, {
        accountUpdated: (id) => payouts.accountUpdated(id),
        checkoutCompleted: (session) => orderPayments.checkoutCompleted(session),
        handleEvent: (event) => billing.handleEvent(event),
      }),
  },
  publishes: ['billing.payment-failed', 'billing.subscription-ending', 'subscription.changed'],
  routes: (services) => [
    withServices(billingRoutes, services),
    withServices(stripeWebhookRoutes, services),
  ],
  subscribers: {
    // Every instance forgets the plan it remembered (full-access-cache.ts).
    'subscription.changed':
      ({ fullAccess }) =>
      ({ userId }) =>
        fullAccess.forget(userId),
  },
};

import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../modules/registry';
import type Stripe from 'stripe';
import { badRequest, notFound } from '../../lib/errors';
import { noBudget } from '../../lib/route-budgets';

/**
 * Stripe's events (an invoice with many lines) can outgrow the 64 KB JSON default; a refused
 * one would be retried by Stripe for days, so this route takes up to 1 MB.
 */
export const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * POST /api/stripe/webhook/: the signature is checked on the raw body, each event id is
 * handled once, and the answer is quick (Stripe retries anything slow or failing).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<
  Pick<Services, 'stripe' | 'stripeWebhook'>
> = async (app, { stripe, stripeWebhook }) => {
  // Only in this plugin: keep the exact bytes Stripe signed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook/',
    {
      bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT_BYTES,
      config: noBudget(
        'Stripe calls it, signed: an unsigned call is refused, events are kept once',
      ),
    },
    async (request) => {
      const secret = app.config.stripe.webhookSecret;
      if (!stripe || !secret) throw notFound();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          secret,
        );
      } catch {
        throw badRequest('Invalid Stripe signature.');
      }
      await stripeWebhook.handle(event);
      return { received: true };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { promoCodeSchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { perIp } from '../../lib/rate-limits';
import { HOUR_MS, perMember } from '../../lib/route-budgets';

/** Checkout, customer portal, promo redemption and the built-in test checkout. */
export const billingRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'billing' | 'promo' | 'limiter'>
> = async (app, { billing, promo, limiter }) => {
  const auth = { preValidation: app.authenticate };
  // Each one asks Stripe for a session or marks a test payment: a few a day is honest use.
  const billingBudget = perMember('billing', 60, HOUR_MS);
  const paying = { ...auth, config: billingBudget };
  const promoTries = limiter.limit('promo', 10, 15 * 60_000);

  app.post('/api/checkout/session/', paying, async (request, reply) =>
    reply.status(201).send({ url: await billing.checkoutUrl(request.user) }),
  );

  app.post('/api/customer-portal/', paying, async (request, reply) =>
    reply.status(201).send({ url: await billing.portalUrl(request.user) }),
  );

  app.post(
    '/api/check-promo/',
    { ...auth, schema: { body: promoCodeSchema }, config: perIp(20, 15 * 60_000) },
    async (request) => {
      await promoTries.consume(String(request.user.id));
      await promo.redeem(request.user.id, request.body.code);
      return { detail: 'Promo code applied.' };
    },
  );

  // The test checkout stands in for Stripe on a machine without keys; never in production.
  const testCheckout = async () => {
    if (billing.usesStripe || app.config.env === 'production') throw notFound();
  };
  app.post(
    '/api/checkout/test/complete/',
    { preHandler: [app.authenticate, testCheckout], config: billingBudget },
    async (request) => {
      await billing.completeTestCheckout(request.user);
      return { detail: 'Test payment accepted.' };
    },
  );
  app.post(
    '/api/checkout/test/cancel/',
    { preHandler: [app.authenticate, testCheckout], config: billingBudget },
    async (request) => {
      await billing.cancelTestSubscription(request.user);
      return { detail: 'Test subscription canceled.' };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Warnings for a server that runs but is probably set up wrong; each is logged once per app,
 * so they stand out instead of repeating on every request.
 */
export function registerDeploymentWarnings(app: FastifyInstance, config: Config) {
  if (config.env === 'production' && !config.stripe.secretKey) {
    app.log.warn(
      'STRIPE_SECRET_KEY is not set: payments are off and the Pay button says payments are not configured yet',
    );
  }
  if (config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is off: rate limits and logs see the proxy, not the client; set TRUST_PROXY',
    );
  });
}

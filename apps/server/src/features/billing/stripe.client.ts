import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** The Stripe SDK, or undefined when no key is configured (the built-in test checkout is used). */
export function createStripe(config: Config['stripe']): Stripe | undefined {
  if (!config.secretKey) return undefined;
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

export const PAYMENT_PROVIDER_UNAVAILABLE = 'Payment provider unavailable, please try again.';

/**
 * Runs a Stripe call and turns its failures into ours: 503 when Stripe rate-limits us, 502
 * for anything else. Stripe's status and message never reach the client: a Stripe 401 (our
 * key) passed through would send the web app into a token refresh, and its messages talk
 * about our account, not the user's request. The full error goes to the log instead.
 */
export async function viaStripe<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.warn(
      {
        type: error.type,
        status: error.statusCode,
        stripeCode: error.code,
        requestId: error.requestId,
      },
      `stripe: ${error.message}`,
    );
    const status = error instanceof Stripe.errors.StripeRateLimitError ? 503 : 502;
    throw new AppError(status, { detail: PAYMENT_PROVIDER_UNAVAILABLE });
  }
}

import Stripe from 'stripe';
import type { Config } from '../../config';

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

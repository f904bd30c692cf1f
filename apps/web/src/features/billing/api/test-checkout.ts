import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/checkout/test/complete/: the test checkout's payment. The server activates Full
 * Access the way a Stripe event does; it answers 404 when Stripe is set up or in production.
 */
export function completeTestCheckout(): Promise<unknown> {
  return apiRequest('/api/checkout/test/complete/', { method: 'POST' });
}

/** POST /api/checkout/test/cancel/: ends the test subscription (404 like the payment). */
export function cancelTestSubscription(): Promise<unknown> {
  return apiRequest('/api/checkout/test/cancel/', { method: 'POST' });
}

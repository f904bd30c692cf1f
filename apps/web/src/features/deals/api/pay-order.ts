import { apiRequest } from '../../../lib/api-client';

/** POST /api/orders/{id}/pay/: the checkout (Stripe's, or the test one) for the order. */
export const payOrder = (id: number): Promise<{ url: string }> =>
  apiRequest(`/api/orders/${id}/pay/`, { method: 'POST' });

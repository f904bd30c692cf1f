import type { Order, PayoutsData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/orders/{id}/: the order the test checkout pays. */
export const fetchTestOrder = (id: number): Promise<Order> => apiRequest(`/api/orders/${id}/`);

/** POST /api/orders/{id}/pay/test/: the test checkout pays the order (404 with Stripe set up). */
export const payOrderTest = (id: number): Promise<Order> =>
  apiRequest(`/api/orders/${id}/pay/test/`, { method: 'POST' });

/** POST /api/payouts/test/complete/: the test onboarding makes the member payable. */
export const completeTestPayouts = (): Promise<PayoutsData> =>
  apiRequest('/api/payouts/test/complete/', { method: 'POST' });

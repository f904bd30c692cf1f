import { queryOptions } from '@tanstack/react-query';
import type { PayoutsData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const payoutsKey = ['payouts'] as const;

/** GET /api/payouts/: whether the member can be paid for deals, and what is still needed. */
export const payoutsQuery = queryOptions({
  queryKey: payoutsKey,
  queryFn: ({ signal }) => apiRequest<PayoutsData>('/api/payouts/', { signal }),
});

/** POST /api/payouts/onboard/: Stripe's onboarding (or the test onboarding) to go on with. */
export const startOnboarding = (): Promise<{ url: string }> =>
  apiRequest('/api/payouts/onboard/', { method: 'POST' });

/** POST /api/payouts/dashboard/: a one-time link to the Stripe Express dashboard. */
export const openPayoutDashboard = (): Promise<{ url: string }> =>
  apiRequest('/api/payouts/dashboard/', { method: 'POST' });

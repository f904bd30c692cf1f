import { queryOptions } from '@tanstack/react-query';
import type { PaymentProblem } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const paymentProblemsKey = ['admin', 'payment-problems'] as const;

/** GET /api/admin/payment-problems/: releases and refunds that keep failing. */
export const paymentProblemsQuery = queryOptions({
  queryKey: paymentProblemsKey,
  queryFn: ({ signal }) => apiRequest<PaymentProblem[]>('/api/admin/payment-problems/', { signal }),
});

/** POST /api/admin/payment-problems/{order id}/retry/: the settlement runs once more. */
export const retryPayment = (orderId: number): Promise<unknown> =>
  apiRequest(`/api/admin/payment-problems/${orderId}/retry/`, { method: 'POST' });

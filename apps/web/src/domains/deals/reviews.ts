import type { OrderReview, OrderReviews, ReviewInput } from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';
import { orderKey } from './deals';

/** Under the order's key, so every refresh of the order refreshes its reviews too. */
export const orderReviewsKey = (orderId: number) => [...orderKey(orderId), 'review'] as const;

/** GET /api/orders/{id}/review/: the member's review and, once published, the other's. */
export const fetchOrderReviews = (orderId: number): Promise<OrderReviews> =>
  apiRequest(`/api/orders/${orderId}/review/`);

/** POST /api/orders/{id}/review/. */
export const writeReview = (orderId: number, input: ReviewInput): Promise<OrderReview> =>
  apiRequest(`/api/orders/${orderId}/review/`, { method: 'POST', body: input });

/** POST /api/reviews/{id}/reply/: the reviewed member's one public answer. */
export const replyToReview = (reviewId: number, text: string): Promise<OrderReview> =>
  apiRequest(`/api/reviews/${reviewId}/reply/`, { method: 'POST', body: { text } });

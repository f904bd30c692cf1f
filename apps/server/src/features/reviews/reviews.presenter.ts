import type { OrderReview, ProfileReviews, ReviewItem } from '@partnerly/shared';
import type { ReviewRow } from './reviews.repository';

/** The month an order completed, as the page writes it beside the title: YYYY-MM (UTC). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

export const presentReviewItem = (row: ReviewRow, reviewer: string | null): ReviewItem => ({
  id: row.id,
  reviewer,
  rating: row.rating,
  text: row.text,
  order_title: row.orderTitle,
  month: monthOf(row.orderCompletedAt),
  reply: row.reply,
});

/** `profile_data.reviews`. */
export const presentProfileReviews = (
  summary: { average: number | null; count: number },
  newest: { review: ReviewRow; reviewer: string | null }[],
): ProfileReviews => ({
  average: summary.average,
  count: summary.count,
  items: newest.map(({ review, reviewer }) => presentReviewItem(review, reviewer)),
});

/** A review on its order's page; a hidden one reads as removed. */
export const presentOrderReview = (row: ReviewRow): OrderReview => ({
  id: row.id,
  rating: row.rating,
  text: row.hiddenAt ? '' : row.text,
  published: row.publishedAt !== null,
  publishes_at: row.publishedAt ? null : row.publishAfter.toISOString(),
  reply: row.reply,
});

/**
 * A review in "Download my data" of `userId` (only those `readableBy` them): their own words
 * always; a received review an admin hid reads as removed, as on its order's page (decision 083).
 */
export const presentExportedReview = (row: ReviewRow, userId: number) => {
  const mine = row.reviewerId === userId;
  return {
    order_id: row.orderId,
    written_by_me: mine,
    rating: row.rating,
    text: mine ? row.text : presentOrderReview(row).text,
    reply: row.reply,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    hidden_at: row.hiddenAt?.toISOString() ?? null,
  };
};

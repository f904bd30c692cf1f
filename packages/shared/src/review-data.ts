// No zod here: the public page draws reviews from these within its JavaScript budget (the
// schemas live in reviews.ts).

export const REVIEW_LIMITS = {
  /** 1 to 5 stars. */
  minRating: 1,
  maxRating: 5,
  text: 1000,
  reply: 1000,
  hideReason: 500,
  /** Ratings at or below this need words: a low rating says what went wrong. */
  textRequiredUpTo: 2,
  /** Days after an order completes in which each side may review the other. */
  windowDays: 30,
  /** Days a review stays hidden unless the other side writes theirs sooner. */
  blindDays: 14,
  /** How many reviews the public page shows. */
  onPage: 10,
} as const;

/** One published review as the reviewed member's page shows it. */
export interface ReviewItem {
  id: number;
  /** The reviewer's username; null once they deleted their account. */
  reviewer: string | null;
  rating: number;
  text: string;
  order_title: string;
  /** The month the order completed: YYYY-MM. */
  month: string;
  /** The reviewed member's public answer, if any. */
  reply: string | null;
}

/** `profile_data.reviews`: published, not hidden reviews of the member. */
export interface ProfileReviews {
  /** Stars to one decimal; null without reviews. */
  average: number | null;
  count: number;
  /** The newest first. */
  items: ReviewItem[];
}

/** A review on an order's page, as one of its two members sees it. */
export interface OrderReview {
  id: number;
  rating: number;
  text: string;
  /** False while blind: only its writer sees it. */
  published: boolean;
  /** When a blind review is published at the latest (ISO time); null once published. */
  publishes_at: string | null;
  reply: string | null;
}

/** GET api/orders/{id}/review/: where the reviews of an order stand for the member asking. */
export interface OrderReviews {
  /** True while the member may still write theirs (the order completed less than 30 days ago). */
  can_review: boolean;
  /** The last moment to write one (ISO time); null until the order completes. */
  review_until: string | null;
  /** The member's own review, blind or not. */
  mine: OrderReview | null;
  /** The other member's review of them, once published. */
  theirs: OrderReview | null;
}

/** "★ 4.8 (12)": how cards and the public page show a rating. */
export const ratingLabel = (average: number, count: number) => `★ ${average.toFixed(1)} (${count})`;

/** The accessible wording of a rating, for screen readers. */
export const ratingDescription = (average: number, count: number) =>
  `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;

import { REVIEW_LIMITS } from '@partnerly/shared';

/**
 * A review's stars, drawn as text (★★★★☆) in the surrounding colour so it suits every page
 * theme and keeps its contrast; screen readers hear "4 out of 5 stars". Plain markup: it
 * renders on public pages.
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${REVIEW_LIMITS.maxRating} stars`}
      className={className}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(REVIEW_LIMITS.maxRating - full)}
    </span>
  );
}

import { Text, VisuallyHidden } from '@mantine/core';
import { ratingDescription, ratingLabel } from '@partnerly/shared';

/**
 * A member's "★ 4.8 (12)" beside their name (explore cards, a campaign's applicants; issue 33):
 * read out as "Rated 4.8 out of 5 from 12 reviews". Nothing without reviews.
 */
export function RatingSummary({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return null;
  return (
    <Text size="sm" fw={600} c="gray.8" style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{ratingLabel(rating, count)}</span>
      <VisuallyHidden>{ratingDescription(rating, count)}</VisuallyHidden>
    </Text>
  );
}

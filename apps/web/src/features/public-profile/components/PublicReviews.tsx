import { Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMonth, ratingDescription, type ProfileReviews } from '@partnerly/shared';
import { ReportButton } from '../../../components/ReportButton';
import { RatingStars } from '../../../components/RatingStars';
import classes from '../public-profile.module.css';
import reviewClasses from '../public-reviews.module.css';
import { PublicCard } from './PublicCardGrid';

/**
 * What the member's partners said after their orders (issue 33): the average, the count and
 * the newest reviews with the order's title and month and the member's reply; nothing
 * without reviews.
 */
export function PublicReviews({
  username,
  reviews,
}: {
  username: string;
  reviews: ProfileReviews;
}) {
  if (reviews.count === 0 || reviews.average === null) return null;
  return (
    <Stack component="section" aria-labelledby="reviews-title" gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} id="reviews-title" fz="lg">
          Reviews
        </Title>
        <Text fw={700}>
          <span aria-hidden="true">
            <span className={reviewClasses.stars}>★</span> {reviews.average.toFixed(1)}{' '}
            <Text span fw={400} className={classes.muted}>
              ({reviews.count})
            </Text>
          </span>
          <VisuallyHidden>{ratingDescription(reviews.average, reviews.count)}</VisuallyHidden>
        </Text>
      </Group>
      <Stack component="ul" gap="sm" className={classes.list}>
        {reviews.items.map((review) => (
          <PublicCard key={review.id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {review.reviewer ?? 'Former member'}
                  </Text>
                  <Text size="sm" className={classes.muted} style={{ overflowWrap: 'anywhere' }}>
                    {review.order_title} · {formatMonth(review.month)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <RatingStars rating={review.rating} className={reviewClasses.stars} />
                  <ReportButton
                    compact="small"
                    subject={{ target: 'review', id: review.id, what: 'this review' }}
                  />
                </Group>
              </Group>
              {review.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {review.text}
                </Text>
              )}
              {review.reply && (
                <div className={reviewClasses.reply}>
                  <Text size="sm" fw={600}>
                    Reply from {username}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {review.reply}
                  </Text>
                </div>
              )}
            </Stack>
          </PublicCard>
        ))}
      </Stack>
    </Stack>
  );
}

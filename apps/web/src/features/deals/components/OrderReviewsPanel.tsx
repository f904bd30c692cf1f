import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS, formatDate, type OrderReview } from '@partnerly/shared';
import { BeforeData } from '../../../components/LoadFailed';
import { RatingStars } from '../../../components/RatingStars';
import { fetchOrderReviews, orderReviewsKey } from '../../../domains/deals/reviews';
import { ReplyForm } from './ReplyForm';
import { ReviewForm } from './ReviewForm';

/** A review as its order's page shows it: stars, words, the reply. */
function ReviewText({ review, who }: { review: OrderReview; who: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {who} <RatingStars rating={review.rating} />
      </Text>
      {review.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
      )}
      {review.reply && (
        <Text
          size="sm"
          c="gray.7"
          pl="sm"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
        >
          Reply: {review.reply}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Reviews on a completed order (issue 33): the form while the 30 days run, the blind state of
 * the member's own review, and the other member's review with the reply form.
 */
export function OrderReviewsPanel({ orderId, other }: { orderId: number; other: string | null }) {
  const queryClient = useQueryClient();
  const reviews = useQuery({
    queryKey: orderReviewsKey(orderId),
    queryFn: () => fetchOrderReviews(orderId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
  const name = other ?? 'the other member';

  return (
    <Paper component="section" aria-labelledby="reviews" withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="xs" id="reviews">
        Reviews
      </Title>
      {reviews.data !== undefined ? (
        <Stack gap="md">
          {reviews.data.can_review && other ? (
            <>
              <Text size="sm" c="gray.7">
                {/* Two dates of two rules read as one contradiction (issue 51): the deadline
                    to write is dated, the blind time counts from sending. */}
                Write your review by {formatDate(reviews.data.review_until ?? '')}. It stays hidden
                until {other} writes theirs, or for {REVIEW_LIMITS.blindDays} days after you send
                it.
              </Text>
              <ReviewForm orderId={orderId} other={other} onWritten={refresh} />
            </>
          ) : null}
          {reviews.data.mine && !reviews.data.mine.published && (
            <Alert color="violet" variant="light" icon={<IconEyeOff aria-hidden="true" />}>
              Your review is hidden until {name} writes theirs or{' '}
              {formatDate(reviews.data.mine.publishes_at ?? '')}.
            </Alert>
          )}
          {reviews.data.mine && <ReviewText review={reviews.data.mine} who="Your review" />}
          {reviews.data.theirs && (
            <Stack gap="sm">
              <ReviewText review={reviews.data.theirs} who={`${name}'s review of you`} />
              {!reviews.data.theirs.reply && (
                <ReplyForm reviewId={reviews.data.theirs.id} onReplied={refresh} />
              )}
            </Stack>
          )}
          {!reviews.data.can_review && !reviews.data.mine && !reviews.data.theirs && (
            <Text size="sm" c="gray.7">
              The {REVIEW_LIMITS.windowDays} days to review this order are over.
            </Text>
          )}
        </Stack>
      ) : (
        <BeforeData query={reviews} what="the reviews">
          <Stack gap="xs" aria-label="Loading the reviews">
            <Skeleton h={20} w="60%" />
            <Skeleton h={80} />
          </Stack>
        </BeforeData>
      )}
    </Paper>
  );
}

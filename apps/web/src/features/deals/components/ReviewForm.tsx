import { Box, Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, reviewSchema, type ReviewInput } from '@partnerly/shared';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { writeReview } from '../../../lib/reviews';

const STAR_LABELS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** "Leave a review": stars as radio buttons (arrow keys move them) and words. */
export function ReviewForm({
  orderId,
  other,
  onWritten,
}: {
  orderId: number;
  other: string;
  onWritten: () => Promise<void>;
}) {
  const form = useSchemaForm<ReviewInput & Record<string, unknown>>(reviewSchema as never, {
    mode: 'controlled',
    initialValues: { rating: 0, text: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await writeReview(orderId, values);
    await onWritten();
  });
  const { rating } = form.getValues();
  const error = form.errors.rating;
  const wordsRequired = rating > 0 && rating <= REVIEW_LIMITS.textRequiredUpTo;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Box
          component="fieldset"
          m={0}
          p={0}
          style={{ border: 0 }}
          aria-describedby={error ? 'review-rating-error' : undefined}
        >
          <Text component="legend" size="sm" fw={500} mb={4}>
            How was working with {other}?{' '}
            <Text span c="red.8" aria-hidden="true">
              *
            </Text>
          </Text>
          <Stack gap={4}>
            <Rating
              size="lg"
              name="rating"
              value={rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={(value) => `${value} ${value === 1 ? 'star' : 'stars'}`}
            />
            <Text size="sm" c="gray.7" aria-live="polite">
              {rating > 0 ? STAR_LABELS[rating] : 'Choose from 1 to 5 stars'}
            </Text>
          </Stack>
          {error && (
            <Text id="review-rating-error" size="sm" c="red.8" mt={4}>
              {error}
            </Text>
          )}
        </Box>
        <Textarea
          label={wordsRequired ? 'What went wrong' : 'Your review (optional)'}
          description={`Shown on ${other}'s public page with the order's title and month.`}
          required={wordsRequired}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REVIEW_LIMITS.text}
          {...form.getInputProps('text')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Submit review
        </Button>
      </Stack>
    </form>
  );
}

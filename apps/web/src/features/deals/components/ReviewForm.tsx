import { Button, Stack, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, reviewSchema, type ReviewInput } from '@partnerly/shared';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { writeReview } from '../../../domains/deals/reviews';
import { StarRatingField } from './StarRatingField';

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
  const wordsRequired = rating > 0 && rating <= REVIEW_LIMITS.textRequiredUpTo;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <StarRatingField
          legend={`How was working with ${other}?`}
          value={rating}
          onChange={(value) => form.setFieldValue('rating', value)}
          error={typeof form.errors.rating === 'string' ? form.errors.rating : undefined}
        />
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

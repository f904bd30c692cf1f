import { Button, Stack, Textarea } from '@mantine/core';
import { REVIEW_LIMITS, reviewReplySchema } from '@partnerly/shared';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { replyToReview } from '../../../domains/deals/reviews';

/** The reviewed member's one public reply, shown under the review on their page. */
export function ReplyForm({
  reviewId,
  onReplied,
}: {
  reviewId: number;
  onReplied: () => Promise<void>;
}) {
  const form = useSchemaForm(reviewReplySchema, {
    mode: 'controlled',
    initialValues: { text: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await replyToReview(reviewId, values.text);
    await onReplied();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Your public reply"
          description="One reply, shown under the review on your page. It cannot be changed."
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REVIEW_LIMITS.reply}
          {...form.getInputProps('text')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Post reply
        </Button>
      </Stack>
    </form>
  );
}

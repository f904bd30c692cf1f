import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { REVIEW_LIMITS, hideReviewSchema } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../components/AppModal';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { hideReview } from '../api/reports';

interface HideReviewDialogProps extends ModalProps {
  reviewId: number;
  username: string;
  onHidden: () => void;
}

/** Hides a reported review with a reason for the audit log (issue 33). */
export function HideReviewDialog({
  reviewId,
  username,
  opened,
  onClose,
  onHidden,
}: HideReviewDialogProps) {
  const form = useSchemaForm(hideReviewSchema, {
    mode: 'controlled',
    initialValues: { reason: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await hideReview(reviewId, values.reason);
    onClose();
    onHidden();
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={`Hide ${username}'s review?`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            It leaves the reviewed member&apos;s page and their rating at once, and its reports
            close. The review stays stored for the record.
          </Text>
          <TextInput
            label="Reason (kept in the audit log)"
            required
            maxLength={REVIEW_LIMITS.hideReason}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormAlert messages={formError ? [formError] : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              Hide review
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

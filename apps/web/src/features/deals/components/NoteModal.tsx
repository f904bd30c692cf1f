import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEAL_LIMITS,
  DISPUTE_NEXT_STEPS,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  businessDaysAfter,
  cancelOrderSchema,
  deliverSchema,
  disputeSchema,
  formatDate,
  requestChangesSchema,
} from '@partnerly/shared';
import { AppModal } from '../../../components/AppModal';
import { FormAlert } from '../../../components/FormAlert';
import type { OrderAction } from '../../../domains/deals/deals';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/** The order actions that take words: what the dialog asks for. */
export type NoteRequest =
  | { kind: 'deliver' }
  | { kind: 'request-changes' }
  | { kind: 'cancel'; agreeing: boolean }
  | { kind: 'dispute' };

const COPY = {
  deliver: {
    title: 'Deliver',
    label: 'What you delivered',
    placeholder: 'The two Reels are live; the raw files are in the folder below.',
    button: 'Send the delivery',
  },
  'request-changes': {
    title: 'Ask for changes',
    label: 'What should change',
    placeholder: 'Please show the product in the first three seconds.',
    button: 'Ask for changes',
  },
  cancel: {
    title: 'Cancel the order',
    label: 'Reason (optional)',
    placeholder: 'Plans changed on our side.',
    button: 'Ask to cancel',
  },
  dispute: {
    title: 'Report a problem',
    label: 'Your case: what went wrong',
    placeholder: 'The delivery does not match the agreed terms.',
    button: 'Report the problem',
  },
} as const;

const SCHEMAS = {
  deliver: deliverSchema,
  'request-changes': requestChangesSchema,
  cancel: cancelOrderSchema,
  dispute: disputeSchema,
};

/** The dialog holds exactly the body its action sends, so the shared schema checks it. */
interface NoteValues extends Record<string, unknown> {
  note: string;
  reason: string;
  links: string[];
}

const initialValues = (kind: NoteRequest['kind']): Partial<NoteValues> =>
  kind === 'deliver'
    ? { note: '', links: [] }
    : kind === 'request-changes'
      ? { note: '' }
      : { reason: '' };

/** The action as the API takes it, from what the dialog holds. */
function actionOf(kind: NoteRequest['kind'], values: NoteValues): OrderAction {
  switch (kind) {
    case 'deliver':
      return { kind, body: { note: values.note, links: values.links } };
    case 'request-changes':
      return { kind, body: { note: values.note } };
    case 'cancel':
      return { kind, body: values.reason.trim() ? { reason: values.reason } : {} };
    case 'dispute':
      return { kind, body: { reason: values.reason } };
  }
}

/** Deliver, ask for changes, cancel or report a problem: one dialog with a note. */
export function NoteModal({
  request,
  onClose,
  onSend,
}: {
  request: NoteRequest;
  onClose: () => void;
  onSend: (action: OrderAction) => Promise<void>;
}) {
  const copy = COPY[request.kind];
  const field = request.kind === 'cancel' || request.kind === 'dispute' ? 'reason' : 'note';
  const form = useSchemaForm<NoteValues>(SCHEMAS[request.kind] as never, {
    mode: 'controlled',
    initialValues: initialValues(request.kind) as NoteValues,
  });
  const requestClose = useUnsavedChanges(form.isDirty);
  const { busy, formError, onSubmit } = useFormSubmit(form, (values) =>
    onSend(actionOf(request.kind, values)),
  );
  const links = form.getValues().links ?? [];
  const agreeing = request.kind === 'cancel' && request.agreeing;
  const [answerBy] = useState(() => businessDaysAfter(new Date(), DISPUTE_RESPONSE_BUSINESS_DAYS));

  return (
    <AppModal opened onClose={onClose} title={agreeing ? 'Agree to cancel' : copy.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {request.kind === 'cancel' && (
            <Text size="sm">
              {agreeing
                ? 'The other side asked to cancel. Agreeing cancels the order for both of you.'
                : 'The other side is asked to agree. A buyer whose delivery is 3 days late cancels at once.'}
            </Text>
          )}
          {request.kind === 'dispute' && (
            <Text size="sm">
              {DISPUTE_NEXT_STEPS} Reported now, Partnerly answers by{' '}
              <strong>{formatDate(answerBy, { time: true })}</strong>.
            </Text>
          )}
          <Textarea
            label={copy.label}
            placeholder={copy.placeholder}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DEAL_LIMITS.note}
            required={field === 'note' || request.kind === 'dispute'}
            data-autofocus
            {...form.getInputProps(field)}
          />
          {request.kind === 'deliver' && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Links to the work
              </Text>
              {links.map((_, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput
                    aria-label={`Link ${index + 1}`}
                    placeholder="https://www.instagram.com/reel/…"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`links.${index}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove link ${index + 1}`}
                    onClick={() => form.removeListItem('links', index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
              {links.length < DEAL_LIMITS.links && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => form.insertListItem('links', '')}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add a link
                </Button>
              )}
            </Stack>
          )}
          <FormAlert messages={formError ? [formError] : []} />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              Back
            </Button>
            <Button
              type="submit"
              loading={busy}
              color={request.kind === 'dispute' ? 'red.9' : undefined}
            >
              {agreeing ? 'Agree to cancel' : copy.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

// The form's own styles: on a server-rendered public page only the page's styles are there
// (docs/decisions/013); inside the app they repeat what is loaded already.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportReasonSchema,
  type ReportReason,
} from '@partnerly/shared';
import type { z } from 'zod';
import { useFormSubmit, useSchemaForm } from '../lib/forms';
import { NOTHING_TYPED, useUnsavedChanges } from '../lib/unsaved-changes';
import { sendReport } from '../lib/report';
import { AppModal, type ModalProps } from './AppModal';
import { FormAlert } from './FormAlert';
import type { ReportSubject } from './report-subject';

/** The shared rules, with the empty choice the form starts from refused as "Choose a reason." */
const reportFormSchema = reportReasonSchema.extend({
  reason: reportReasonSchema.shape.reason
    .nullable()
    .refine((reason) => reason !== null, 'Choose a reason.'),
});

/** No reason is chosen at first. */
const initialValues: z.input<typeof reportFormSchema> = { reason: null, details: '' };

/** Asks why, sends the report, and thanks the member. Loaded when a Report button is pressed. */
export default function ReportDialog({
  subject,
  opened,
  onClose,
}: ModalProps & { subject: ReportSubject }) {
  const form = useSchemaForm(reportFormSchema, {
    mode: 'controlled',
    initialValues,
  });
  const [thanks, setThanks] = useState<string>();
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const { detail } = await sendReport({
      target: subject.target,
      id: subject.id,
      username: subject.username,
      // The schema let the form through, so a reason is chosen.
      reason: values.reason as ReportReason,
      details: values.details || undefined,
    });
    form.reset();
    setThanks(detail);
  });
  const close = () => {
    setThanks(undefined);
    onClose();
  };
  const { details } = form.getValues();

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={`Report ${subject.what}`}
      dirty={!thanks && form.isDirty()}
    >
      {thanks ? (
        <Stack gap="md">
          <Text role="status">{thanks}</Text>
          <Button onClick={close} w="fit-content" data-autofocus>
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="gray.8">
              Reports are private: the person you report is not told who sent it. An admin looks at
              every report.
            </Text>
            <Radio.Group label="What is wrong?" required {...form.getInputProps('reason')}>
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((reason) => (
                  <Radio key={reason} value={reason} label={REPORT_REASON_LABELS[reason]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Anything the admin should know? (optional)"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={REPORT_DETAILS_MAX}
              description={`${details?.length ?? 0} / ${REPORT_DETAILS_MAX}`}
              {...form.getInputProps('details')}
            />
            <FormAlert messages={formError ? [formError] : []} />
            <Group justify="flex-end" gap="sm">
              <CancelButton />
              <Button type="submit" color="red.9" loading={busy}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}

/** Cancel asks first when a reason or details were given (the dialog's guarded close). */
function CancelButton() {
  const requestClose = useUnsavedChanges(NOTHING_TYPED);
  return (
    <Button variant="default" onClick={requestClose}>
      Cancel
    </Button>
  );
}

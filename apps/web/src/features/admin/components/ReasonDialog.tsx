import type { ReactNode } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { AppModal, type ModalProps } from '../../../components/AppModal';
import { ModalFormActions } from '../../../components/ModalFormActions';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';

interface ReasonDialogProps extends ModalProps {
  title: string;
  /** What the action does, said before the admin confirms it. */
  children: ReactNode;
  reasonLabel: string;
  /** The shared schema's rule for the reason, so the form checks what the server checks. */
  schema: z.ZodType<unknown, { reason: string }>;
  maxLength: number;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onDone: () => void;
}

/** An admin action that takes a reason for the audit log (hiding a review, suspending). */
export function ReasonDialog({
  title,
  children,
  reasonLabel,
  schema,
  maxLength,
  confirmLabel,
  onConfirm,
  onDone,
  opened,
  onClose,
}: ReasonDialogProps) {
  const form = useSchemaForm(schema, { mode: 'controlled', initialValues: { reason: '' } });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await onConfirm(values.reason);
    onClose();
    onDone();
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          <TextInput
            label={reasonLabel}
            required
            maxLength={maxLength}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ModalFormActions
            formError={formError}
            busy={busy}
            onCancel={onClose}
            submitLabel={confirmLabel}
            submitColor="red.9"
          />
        </Stack>
      </form>
    </AppModal>
  );
}

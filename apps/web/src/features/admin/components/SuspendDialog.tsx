import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { suspendUserSchema } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../components/AppModal';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { suspendUser } from '../api/reports';

interface SuspendDialogProps extends ModalProps {
  username: string;
  onSuspended: () => void;
}

/** Suspends an account with a reason for the audit log; says what it does first. */
export function SuspendDialog({ username, opened, onClose, onSuspended }: SuspendDialogProps) {
  const form = useSchemaForm(suspendUserSchema, {
    mode: 'controlled',
    initialValues: { username, reason: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await suspendUser(values.username, values.reason);
    onClose();
    onSuspended();
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={`Suspend ${username}?`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            They are signed out everywhere at once, cannot sign in, their page leaves search and
            explore, and nobody can message them. Their open reports close. You can reinstate the
            account later.
          </Text>
          <TextInput
            label="Reason (the member is told; kept in the audit log)"
            required
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormAlert messages={formError ? [formError] : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              Suspend account
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

import { useState } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { LIMITS, changePasswordFormSchema } from '@partnerly/shared';
import { storeTokens } from '../../../../lib/session';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { updatePassword } from '../../api/account';

const initialValues = { old_password: '', new_password: '', confirm_password: '' };

/** Old, new and confirmation; other sessions end, this device keeps the new token pair. */
export function ChangePasswordModal({ opened, onClose }: ModalProps) {
  const [changed, setChanged] = useState(false);
  const form = useSchemaForm(changePasswordFormSchema, { mode: 'controlled', initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    setChanged(false);
    storeTokens(await updatePassword(values.old_password, values.new_password));
    form.reset();
    setChanged(true);
  });

  const close = () => {
    form.reset();
    setChanged(false);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title="Change Password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            required
            data-autofocus
            {...form.getInputProps('old_password')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            required
            {...form.getInputProps('confirm_password')}
          />
          {changed && (
            <Text c="teal.9" size="sm" role="status">
              password changed
            </Text>
          )}
          <FormAlert messages={formError ? [formError] : []} />
          <Button type="submit" loading={busy}>
            Change Password
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}

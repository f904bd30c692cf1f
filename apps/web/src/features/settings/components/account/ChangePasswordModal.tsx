import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, changePasswordFormSchema } from '@partnerly/shared';
import { storeTokens } from '../../../../lib/session';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { FormAlert } from '../../../../components/FormAlert';
import { NewPasswordFields } from '../../../../components/NewPasswordFields';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { updatePassword } from '../../api/account';

const initialValues = { old_password: '', new_password: '', confirm_password: '' };

/**
 * Old, new and confirmation; other sessions end, this device keeps the new token pair. On
 * success the dialog closes and a green notice says so (docs/SPEC.md: "password changed").
 */
export function ChangePasswordModal({ opened, onClose }: ModalProps) {
  const form = useSchemaForm(changePasswordFormSchema, { mode: 'controlled', initialValues });
  const close = () => {
    form.reset();
    onClose();
  };
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    storeTokens(await updatePassword(values.old_password, values.new_password));
    close();
    notifications.show({
      color: 'teal',
      message: 'Password changed. Your other devices are signed out; this one stays signed in.',
    });
  });

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
          <NewPasswordFields
            labels={['New password', 'Confirm new password']}
            password={form.getInputProps('new_password')}
            confirmation={form.getInputProps('confirm_password')}
          />
          <FormAlert messages={formError ? [formError] : []} />
          <Button type="submit" loading={busy}>
            Change Password
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}

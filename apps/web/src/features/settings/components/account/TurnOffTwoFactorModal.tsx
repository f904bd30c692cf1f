import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, disableTwoFactorSchema } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useUpdateUserData } from '../../../../lib/user-data';
import { disableTwoFactor } from '../../api/two-factor';

const initialValues = { password: '', code: '' };

/** Turning two-factor off takes the password and a current code (or a recovery code). */
export function TurnOffTwoFactorModal({ opened, onClose }: ModalProps) {
  const updateUserData = useUpdateUserData();
  const form = useSchemaForm(disableTwoFactorSchema, { mode: 'controlled', initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await disableTwoFactor(values.password, values.code);
    form.reset();
    updateUserData({ two_factor: false });
    onClose();
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title="Turn off two-factor sign-in">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">Logging in will ask for your password only.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            maxLength={LIMITS.loginPasswordMax}
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Code from your authenticator app"
            description="Or one of your recovery codes."
            autoComplete="one-time-code"
            maxLength={LIMITS.otpMax}
            required
            {...form.getInputProps('code')}
          />
          <FormAlert messages={formError ? [formError] : []} />
          <Button type="submit" color="red.9" loading={busy}>
            Turn off
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}

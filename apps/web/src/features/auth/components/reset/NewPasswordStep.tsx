import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { ApiError } from '../../../../lib/api-error';
import { errorMessages } from '../../../../lib/api-errors';
import { FormAlert } from '../../../../components/FormAlert';
import { NewPasswordFields } from '../../../../components/NewPasswordFields';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useLightSchemaForm } from '../../../../lib/light-form';
import { signIn } from '../../../../lib/sign-in';
import { login } from '../../api/login';
import { setNewPassword } from '../../api/reset-password';
import { handOverToLogin } from '../../login-handover';
import { loadNewPasswordSchema } from '../../schema-loaders';

interface NewPasswordStepProps {
  find: string;
  token: string;
}

/** Step 3 "Choose New Password": sets it, then logs in with it and opens the profile. */
export function NewPasswordStep({ find, token }: NewPasswordStepProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const form = useLightSchemaForm(loadNewPasswordSchema, {
    initialValues: { new_password: '', confirm_password: '' },
  });
  const { busy, onSubmit } = useFormSubmit(form, async ({ new_password }) => {
    setErrors([]);
    try {
      await setNewPassword(find, token, new_password);
      // Whatever session this browser had belongs to the old password (docs/SPEC.md section 7).
      localStorage.clear();
      signIn(await login({ username: find, password: new_password }));
    } catch (error) {
      // Two-factor accounts: the reset changes the password, never the second step.
      if (error instanceof ApiError && 'otp' in error.fieldErrors) {
        handOverToLogin({ username: find, codeNeeded: true });
        return;
      }
      setErrors(errorMessages(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          labels={['New password', 'Confirm new password']}
          password={{ 'data-autofocus': true, ...form.getInputProps('new_password') }}
          confirmation={form.getInputProps('confirm_password')}
        />
        <FormAlert messages={errors} />
        <Button type="submit" loading={busy} fullWidth>
          Save password
        </Button>
      </Stack>
    </form>
  );
}

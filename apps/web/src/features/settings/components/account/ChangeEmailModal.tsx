import { Button, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, updateEmailSchema } from '@partnerly/shared';
import type { UpdateEmailInput } from '@partnerly/shared';
import { keepFirstMessages } from '../../../../lib/api-errors';
import { useUpdateUserData } from '../../../../lib/user-data';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { FormAlert } from '../../../../components/FormAlert';
import { VerificationCodeField } from '../../../../components/VerificationCodeField';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useVerificationCode } from '../../../../lib/use-verification-code';
import { updateEmail } from '../../api/account';

const SAME_EMAIL = 'You are already using this e-mail address.';
const initialValues: Required<UpdateEmailInput> = { email: '', code: '' };

interface ChangeEmailModalProps extends ModalProps {
  currentEmail: string;
}

/** New address, then the code mailed to it (200 / 208); 201 means changed. */
export function ChangeEmailModal({ opened, onClose, currentEmail }: ChangeEmailModalProps) {
  const updateUserData = useUpdateUserData();
  const code = useVerificationCode();
  const form = useSchemaForm(updateEmailSchema, { mode: 'controlled', initialValues });

  const close = () => {
    form.reset();
    code.reset();
    onClose();
  };

  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      form.setFieldError('email', SAME_EMAIL);
      return;
    }
    const status = await updateEmail({ email, code: values.code }).catch((error: unknown) => {
      throw keepFirstMessages(error, ['email', 'code', 'non_field_errors']);
    });
    if (status === 201) {
      updateUserData({ email });
      return close();
    }
    if (status === 208) return code.revealSent();
    await code.sendCode(email);
  });

  return (
    <AppModal opened={opened} onClose={close} title={currentEmail ? 'Change e-mail' : 'Add e-mail'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="New e-mail"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          {code.revealed && (
            <VerificationCodeField
              inputProps={form.getInputProps('code')}
              secondsLeft={code.secondsLeft}
              sending={code.sending}
              sendError={code.sendError}
              onResend={() => void code.sendCode(form.getValues().email.trim())}
            />
          )}
          {code.notice && (
            <Text c="teal.9" size="sm" role="status">
              {code.notice}
            </Text>
          )}
          <FormAlert messages={formError ? [formError] : []} />
          <Button type="submit" loading={busy}>
            {code.revealed ? 'Confirm' : 'Send code'}
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}

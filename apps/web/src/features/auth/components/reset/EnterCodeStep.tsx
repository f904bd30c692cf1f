import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';
import { errorMessages } from '../../../../lib/api-errors';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useLightSchemaForm } from '../../../../lib/light-form';
import { verifyResetCode } from '../../api/reset-password';
import { loadResetCodeSchema } from '../../schema-loaders';

interface EnterCodeStepProps {
  find: string;
  onVerified: (token: string) => void;
  onBack: () => void;
  /** Seconds until another code may be mailed (the server's 60 s cooldown). */
  secondsLeft: number;
  sending: boolean;
  sendErrors: readonly string[];
  /** Mails a new code; true when it went out. */
  onResend: () => Promise<boolean>;
}

/**
 * Step 2 "We sent you a code": the code field, with Back while it is still empty, and a resend
 * control that counts down the cooldown the server holds.
 */
export function EnterCodeStep({
  find,
  onVerified,
  onBack,
  secondsLeft,
  sending,
  sendErrors,
  onResend,
}: EnterCodeStepProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [resent, setResent] = useState(false);
  const form = useLightSchemaForm(loadResetCodeSchema, {
    initialValues: { code: '' },
  });
  const { busy, onSubmit } = useFormSubmit(form, async ({ code }) => {
    setErrors([]);
    try {
      onVerified((await verifyResetCode(find, code.trim())).token);
    } catch (error) {
      setErrors(errorMessages(error));
    }
  });
  const empty = form.getValues().code === '';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Check your inbox for the confirmation code. If it is not there, look in your spam folder.
        </Text>
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.text}
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={secondsLeft > 0}
            loading={sending}
            onClick={() => {
              setResent(false);
              void onResend().then(setResent);
            }}
          >
            {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
          </Button>
        </Group>
        {resent && (
          <Text c="teal.9" size="sm" role="status">
            We sent you a new code.
          </Text>
        )}
        <FormAlert messages={[...sendErrors, ...errors]} />
        <Group grow>
          {empty && (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          )}
          <Button type="submit" loading={busy}>
            Next
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, resetCodeFormSchema } from '@partnerly/shared';
import { errorMessages } from '../../../../app/api-errors';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { verifyResetCode } from '../../api/reset-password';

interface EnterCodeStepProps {
  find: string;
  onVerified: (token: string) => void;
  onBack: () => void;
}

/** Step 2 "We sent you a code": the code field, with Back while it is still empty. */
export function EnterCodeStep({ find, onVerified, onBack }: EnterCodeStepProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const form = useSchemaForm(resetCodeFormSchema, {
    mode: 'controlled',
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
        <FormAlert messages={errors} />
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

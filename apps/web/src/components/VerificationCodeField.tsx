import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';

interface VerificationCodeFieldProps {
  /** The form's props for the code input (value, onChange, error). */
  inputProps: TextInputProps;
  secondsLeft: number;
  sending: boolean;
  sendError?: string;
  onResend: () => void;
}

/** The 6-digit code input with its resend control, disabled while the cooldown runs. */
export function VerificationCodeField({
  inputProps,
  secondsLeft,
  sending,
  sendError,
  onResend,
}: VerificationCodeFieldProps) {
  return (
    <Stack gap={6}>
      <TextInput
        label="Verification code"
        description="Enter the 6-digit code we sent to your e-mail. Check your spam folder too."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeLength}
        required
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        {...inputProps}
      />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onResend}
          disabled={secondsLeft > 0}
          loading={sending}
        >
          {secondsLeft > 0 ? `Resend Code in ${secondsLeft}` : 'Resend Code'}
        </Button>
      </Group>
      {sendError && (
        <Text c="red.9" size="sm" role="alert">
          {sendError}
        </Text>
      )}
    </Stack>
  );
}

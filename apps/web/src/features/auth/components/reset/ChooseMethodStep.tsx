import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Radio, Stack } from '@mantine/core';
import { sendResetCode } from '../../api/reset-password';

interface ChooseMethodStepProps {
  find: string;
  maskedEmail: string;
  onSent: () => void;
}

/** Step 1: where to send the code; e-mail is the only way, to the address the server masked. */
export function ChooseMethodStep({ find, maskedEmail, onSent }: ChooseMethodStepProps) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await sendResetCode(find);
      onSent();
    } catch {
      // SPEC.md section 8: a failed send is silently ignored; only the spinner stops.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group value="email" label="Send the code by" required>
          <Radio
            mt="xs"
            value="email"
            label={maskedEmail ? `Send an e-mail to ${maskedEmail}` : 'Send an e-mail'}
            data-autofocus
          />
        </Radio.Group>
        <Button type="submit" loading={busy} fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

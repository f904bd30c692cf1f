import type { FormEvent } from 'react';
import { Button, Radio, Stack } from '@mantine/core';
import { FormAlert } from '../../../../components/FormAlert';

interface ChooseMethodStepProps {
  maskedEmail: string;
  sending: boolean;
  errors: readonly string[];
  onNext: () => void;
}

/** Step 1: where to send the code; e-mail is the only way, to the address the server masked. */
export function ChooseMethodStep({ maskedEmail, sending, errors, onNext }: ChooseMethodStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
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
        <FormAlert messages={errors} />
        <Button type="submit" loading={sending} fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

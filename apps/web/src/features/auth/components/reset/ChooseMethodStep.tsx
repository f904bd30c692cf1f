import type { FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import { FormAlert } from '../../../../components/FormAlert';
import classes from './ChooseMethodStep.module.css';

interface ChooseMethodStepProps {
  maskedEmail: string;
  sending: boolean;
  errors: readonly string[];
  onNext: () => void;
}

/**
 * Step 1: where to send the code; e-mail is the only way, to the address the server masked. A
 * native radio: Mantine's Radio alone would put the prerendered page over its JavaScript budget.
 */
export function ChooseMethodStep({ maskedEmail, sending, errors, onNext }: ChooseMethodStepProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onNext();
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <fieldset className={classes.group}>
          <legend className={classes.legend}>
            Send the code by{' '}
            <span className={classes.required} aria-hidden="true">
              *
            </span>
          </legend>
          <label className={classes.option}>
            <input
              className={classes.radio}
              type="radio"
              name="method"
              value="email"
              checked
              readOnly
              required
              data-autofocus
            />
            {maskedEmail ? `Send an e-mail to ${maskedEmail}` : 'Send an e-mail'}
          </label>
        </fieldset>
        <FormAlert messages={errors} />
        <Button type="submit" loading={sending} fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

import { useRef } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';
import { FormAlert } from '../../../../components/FormAlert';
import { useAdoptTypedValues, useFormSubmit } from '../../../../lib/form-submit';
import { useLightSchemaForm } from '../../../../lib/light-form';
import { useHydrated } from '../../../../lib/use-hydrated';
import { findAccount } from '../../api/reset-password';
import { loadResetFindSchema } from '../../schema-loaders';

interface FindAccountStepProps {
  initialFind: string;
  onFound: (find: string, maskedEmail: string) => void;
}

/** Step 0 "Find your account": an e-mail address or a username. */
export function FindAccountStep({ initialFind, onFound }: FindAccountStepProps) {
  const form = useLightSchemaForm(loadResetFindSchema, {
    initialValues: { find: initialFind },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async ({ find }) => {
    const account = await findAccount(find.trim());
    onFound(find.trim(), account.email);
  });
  // The step is in /reset_password's HTML, which hydrates on the visitor's first use (decision
  // 121): keep what was typed before then, and let the browser send nothing on its own before a
  // script holds the submit (it would reload the page, the text gone).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const hydrated = useHydrated();

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email or username"
          name="find"
          autoComplete="username"
          maxLength={LIMITS.text}
          required
          data-autofocus
          {...form.getInputProps('find')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} disabled={!hydrated} fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

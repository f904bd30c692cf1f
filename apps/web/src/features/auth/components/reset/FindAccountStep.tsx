import { Button, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';
import { FormAlert } from '../../../../components/FormAlert';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useLightSchemaForm } from '../../../../lib/light-form';
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

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email or username"
          autoComplete="username"
          maxLength={LIMITS.text}
          required
          data-autofocus
          {...form.getInputProps('find')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}

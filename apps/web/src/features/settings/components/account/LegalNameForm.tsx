import { Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DEAL_LIMITS, legalNameSchema } from '@partnerly/shared';
import { InlineSaveForm } from '../../../../components/InlineSaveForm';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useLegalName, useSetLegalName } from '../../api/legal-name';

/**
 * The legal or company name printed on deal agreements beside the username. Set once (an
 * agreement must not change names afterwards); support changes it on request.
 */
export function LegalNameForm() {
  const current = useLegalName();
  const setLegalName = useSetLegalName();
  const form = useSchemaForm(legalNameSchema, {
    mode: 'controlled',
    initialValues: { legal_name: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await setLegalName.mutateAsync(values);
  });

  if (current.isPending) return <Skeleton h={60} aria-label="Loading your legal name" />;
  if (current.data?.legal_name) {
    return (
      <Stack gap={2}>
        <Text fw={500} size="sm">
          Legal or company name on agreements
        </Text>
        <Text>{current.data.legal_name}</Text>
        <Text size="xs" c="dimmed">
          Set once. To correct it, write to us through the Contact tab.
        </Text>
      </Stack>
    );
  }
  return (
    <InlineSaveForm onSubmit={onSubmit} busy={busy} saveOffset={46} error={formError}>
      <TextInput
        label="Legal or company name on agreements"
        description="Printed on the agreement of every deal, beside your username. You can set it once."
        maxLength={DEAL_LIMITS.legalName}
        autoComplete="organization"
        style={{ flex: 1, minWidth: 0 }}
        {...form.getInputProps('legal_name')}
      />
    </InlineSaveForm>
  );
}

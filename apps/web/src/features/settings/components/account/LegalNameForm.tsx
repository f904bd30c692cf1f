import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEAL_LIMITS, legalNameSchema } from '@partnerly/shared';
import { apiRequest } from '../../../../lib/api-client';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';

const legalNameKey = ['legal-name'] as const;
type LegalName = { legal_name: string | null };

/**
 * The legal or company name printed on deal agreements beside the username. Set once (an
 * agreement must not change names afterwards); support changes it on request.
 */
export function LegalNameForm() {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: legalNameKey,
    queryFn: () => apiRequest<LegalName>('/api/account/legal-name/'),
  });
  const form = useSchemaForm(legalNameSchema, {
    mode: 'controlled',
    initialValues: { legal_name: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const saved = await apiRequest<LegalName>('/api/account/legal-name/', {
      method: 'PUT',
      body: values,
    });
    queryClient.setQueryData(legalNameKey, saved);
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
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={6}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Legal or company name on agreements"
            description="Printed on the agreement of every deal, beside your username. You can set it once."
            maxLength={DEAL_LIMITS.legalName}
            autoComplete="organization"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('legal_name')}
          />
          <Button type="submit" loading={busy} mt={46}>
            Save
          </Button>
        </Group>
        {formError && (
          <Text c="red.9" size="sm" role="alert">
            {formError}
          </Text>
        )}
      </Stack>
    </form>
  );
}

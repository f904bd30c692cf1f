import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, PROMO_DEFAULTS, createPromoSchema } from '@partnerly/shared';
import type { AdminPromoCode, CreatePromoInput } from '@partnerly/shared';
import { ADMIN_ERROR } from '../hooks/use-admin-action';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { createPromo } from '../api/create-promo';

const initialValues: CreatePromoInput = { ...PROMO_DEFAULTS, name: '', email: '' };

/** Creates a lifetime Full Access code; expiry 2030-01-01, one use and 100 % by default. */
export function CreatePromoForm({ onCreated }: { onCreated: (promo: AdminPromoCode) => void }) {
  const [created, setCreated] = useState<string>();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(createPromoSchema, {
    mode: 'controlled',
    initialValues,
  });
  const { busy, onSubmit } = useFormSubmit(form, async (values) => {
    setCreated(undefined);
    setFailed(false);
    const parsed = createPromoSchema.parse(values);
    try {
      const { id, code } = await createPromo(parsed);
      onCreated({
        id,
        code,
        email: parsed.email ?? '',
        exprial_date: parsed.expDate,
        percent: parsed.percent,
        amount: parsed.amount,
      });
      setCreated(code);
      form.reset();
    } catch (error) {
      setFailed(true);
      throw error;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            description="The code people type"
            required
            maxLength={LIMITS.promoCode}
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput type="date" label="Expiry date" required {...form.getInputProps('expDate')} />
          <NumberInput
            label="Amount"
            description="How many accounts can use it"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
          <NumberInput
            label="Percent"
            description="Discount, 100 for free Full Access"
            required
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('percent')}
          />
          <TextInput
            type="email"
            label="Email (optional)"
            description="Who the code is meant for"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        {failed && <FormAlert messages={[ADMIN_ERROR]} />}
        {created && (
          <Text c="teal.9" role="status">
            Code {created} created.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            Create code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

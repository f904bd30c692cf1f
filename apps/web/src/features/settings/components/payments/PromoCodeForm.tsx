import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { LIMITS, promoCodeSchema } from '@partnerly/shared';
import { paths } from '../../../../lib/paths';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { applyPromoCode } from '../../api/billing';

const PROMO_INVALID = 'This promo code is not valid.';

/**
 * A lifetime promotional code. On success a fresh page load (the spec's reload, so every cache
 * starts from Full Access) lands where a card payment does: the welcome to Full Access.
 */
export function PromoCodeForm() {
  const [invalid, setInvalid] = useState(false);
  const form = useSchemaForm(promoCodeSchema, { mode: 'controlled', initialValues: { code: '' } });
  const { busy, onSubmit } = useFormSubmit(form, async ({ code }) => {
    setInvalid(false);
    try {
      await applyPromoCode(code.trim());
      window.location.assign(paths.checkoutSuccess);
    } catch {
      setInvalid(true);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Promo code"
          maxLength={LIMITS.promoCode}
          autoComplete="off"
          required
          style={{ flex: 1, minWidth: 0 }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={busy} variant="default" mt={25}>
          Apply
        </Button>
      </Group>
      {invalid && (
        <Text c="red.9" size="sm" role="alert" mt={6}>
          {PROMO_INVALID}
        </Text>
      )}
    </form>
  );
}

import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { unsuspendUserSchema } from '@partnerly/shared';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { reinstateUser } from '../api/reports';

/** Reinstates a suspended account by its username. */
export function ReinstateForm() {
  const [done, setDone] = useState<string>();
  const form = useSchemaForm(unsuspendUserSchema, {
    mode: 'controlled',
    initialValues: { username: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async ({ username }) => {
    setDone(undefined);
    await reinstateUser(username);
    form.reset();
    setDone(`${username} can sign in again.`);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reinstate an account">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Reinstate a suspended account"
          placeholder="Username"
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('username')}
        />
        <Button type="submit" variant="default" loading={busy}>
          Reinstate
        </Button>
      </Group>
      {done && (
        <Text size="sm" c="teal.9" role="status" mt={4}>
          {done}
        </Text>
      )}
      {formError && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {formError}
        </Text>
      )}
    </form>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface InlineSaveFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The one field, beside which Save sits. */
  children: ReactNode;
  /** How far Save moves down to line up with the field's box below its label (and description). */
  saveOffset: number;
  /** A short confirmation read out once saved. */
  done?: string | false;
  error?: string | null;
}

/**
 * One field with its Save button on the same line, and below it what happened: the settings'
 * single-value forms (the username, the legal name) share this shape.
 */
export function InlineSaveForm({
  onSubmit,
  busy,
  children,
  saveOffset,
  done,
  error,
}: InlineSaveFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={6}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          {children}
          <Button type="submit" loading={busy} mt={saveOffset}>
            Save
          </Button>
        </Group>
        {done && (
          <Text c="teal.9" size="sm" role="status">
            {done}
          </Text>
        )}
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}

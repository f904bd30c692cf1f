import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Form-level errors in a red box, one list item per message (docs/SPEC.md section 8). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      <List size="sm" c="red.9" withPadding={false} listStyleType="none">
        {messages.map((message, index) => (
          <List.Item key={`${index}-${message}`}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { Alert, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { MESSAGES } from '@partnerly/shared';
import type { ConnectionStatus } from '../chat-connection';

/** Says that the socket is reconnecting or gave up. */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  if (status === 'retrying') {
    return (
      <Text role="status" size="sm" c="dimmed">
        Reconnecting…
      </Text>
    );
  }
  if (status !== 'lost') return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconPlugConnectedX size={20} aria-hidden="true" />}
    >
      {MESSAGES.connectionLost}
    </Alert>
  );
}

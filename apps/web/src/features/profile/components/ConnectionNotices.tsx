import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONNECT_PLATFORMS,
  connectPlatformName,
  formatDay,
  type ConnectError,
  type ConnectPlatform,
} from '@partnerly/shared';
import { userDataQuery } from '../../../lib/user-data';
import { connectionsKey, startConnect, useConnections } from '../api/connections';

const ERRORS: Record<ConnectError, string> = {
  denied: 'The connection was cancelled at the platform. Nothing changed.',
  personal_account:
    'Instagram shares numbers only for professional accounts. Switch your account to a creator or business account in the Instagram app (Settings, Account type and tools), then connect again.',
  expired: 'That connection attempt expired or was already used. Press Connect again.',
  taken: 'You already connected another account of this platform. Disconnect it first.',
  failed: 'The platform did not answer as expected. Try again in a moment.',
};

const isPlatform = (value: string | null): value is ConnectPlatform =>
  (CONNECT_PLATFORMS as readonly string[]).includes(value ?? '');

/**
 * What /profile says about connections: how the last one went (the platform sent the member
 * back with ?connected= or ?connect_error=), and a Reconnect banner for each account whose
 * platform refused our access.
 */
export function ConnectionNotices() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const { data } = useConnections();
  // Read once from the address the platform sent the member back to; the address is then cleaned.
  const [error, setError] = useState<ConnectError | null>(() => {
    const failure = params.get('connect_error');
    return failure && failure in ERRORS ? (failure as ConnectError) : null;
  });

  useEffect(() => {
    const connected = params.get('connected');
    const failure = params.get('connect_error');
    if (!connected && !failure) return;
    if (isPlatform(connected)) {
      notifications.show({
        color: 'teal',
        message: `Your ${connectPlatformName(connected)} account is connected.`,
      });
      void client.invalidateQueries({ queryKey: connectionsKey });
      void client.invalidateQueries({ queryKey: userDataQuery.queryKey });
    }
    setParams({}, { replace: true });
  }, [params, setParams, client]);

  const refused = data?.connections.filter((connection) => connection.refused_at) ?? [];
  if (!error && refused.length === 0) return null;

  return (
    <Stack gap="sm">
      {error && (
        <Alert
          color="red"
          variant="light"
          title="Not connected"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setError(null)}
        >
          {ERRORS[error]}
        </Alert>
      )}
      {refused.map((connection) => {
        const name = connectPlatformName(connection.platform);
        return (
          <Alert
            key={connection.platform}
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={`${name}: not refreshed since ${formatDay(new Date(connection.refreshed_at))}`}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {name} stopped letting us read @{connection.username}. Reconnect it to keep your
                numbers fresh; after 30 days the verified mark goes.
              </Text>
              <Button size="xs" onClick={() => void startConnect(connection.platform)}>
                Reconnect {name}
              </Button>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}

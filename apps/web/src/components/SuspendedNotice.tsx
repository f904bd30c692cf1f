import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { SUSPENDED_NOTICE } from '@partnerly/shared';
import { navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { dismissSuspension, useSuspension } from '../lib/suspension';

/** The admin's reason from the server's message ("… Reason: …"), if it gave one. */
const reasonOf = (message: string) =>
  message
    .slice(SUSPENDED_NOTICE.length)
    .replace(/^\s*Reason:\s*/, '')
    .trim();

/**
 * Over every page of a tab whose account was suspended meanwhile: what happened, the admin's
 * reason and how to appeal, instead of a silent trip to /login (issue 29).
 */
export function SuspendedNotice() {
  const message = useSuspension();
  if (!message) return null;
  const reason = reasonOf(message);
  const leave = (to: string) => {
    dismissSuspension();
    navigateTo(to);
  };
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="suspended-title"
      aria-describedby="suspended-text"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        padding: 'var(--mantine-spacing-md)',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%">
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconBan size={26} aria-hidden="true" color="var(--mantine-color-red-9)" />
            <Title order={1} id="suspended-title" fz={{ base: 22, sm: 26 }}>
              {SUSPENDED_NOTICE}
            </Title>
          </Group>
          <Stack gap="xs" id="suspended-text">
            {reason && (
              <Text>
                <strong>Reason:</strong> {reason}
              </Text>
            )}
            <Text>
              You have been signed out. If you think this is a mistake, appeal through the contact
              form with your username, and an admin will look at it again.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button onClick={() => leave(paths.contactUs)} autoFocus>
              Appeal through the contact form
            </Button>
            <Button variant="default" onClick={() => leave(paths.home)}>
              Close
            </Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}

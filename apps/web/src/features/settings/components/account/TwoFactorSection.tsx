import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { TurnOffTwoFactorModal } from './TurnOffTwoFactorModal';
import { TurnOnTwoFactorModal } from './TurnOnTwoFactorModal';

/** Settings -> Account: two-factor sign-in with an authenticator app, on or off. */
export function TwoFactorSection({ on }: { on: boolean }) {
  const [turnOnOpened, turnOn] = useDisclosure(false);
  const [turnOffOpened, turnOff] = useDisclosure(false);

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <IconShieldLock size={20} aria-hidden="true" />
        <Text fw={500}>Two-factor sign-in</Text>
        {on ? (
          <Badge color="teal.9" tt="none">
            On
          </Badge>
        ) : (
          <Badge variant="outline" color="gray.7" tt="none">
            Off
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {on
          ? 'Logging in asks for a code from your authenticator app, or one of your recovery codes.'
          : 'Protect your account with a code from an authenticator app (such as Google Authenticator, 1Password or Authy) each time you log in.'}
      </Text>
      {on ? (
        <Button variant="default" onClick={turnOff.open} w="fit-content">
          Turn off two-factor sign-in
        </Button>
      ) : (
        // Like the account's other buttons: the light violet one fell below 4.5:1 when hovered.
        <Button variant="default" onClick={turnOn.open} w="fit-content">
          Turn on two-factor sign-in
        </Button>
      )}
      <TurnOnTwoFactorModal opened={turnOnOpened} onClose={turnOn.close} />
      <TurnOffTwoFactorModal opened={turnOffOpened} onClose={turnOff.close} />
    </Stack>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { AppModal, type ModalProps } from '../../components/AppModal';
import { paths } from '../../lib/paths';
import { withReturn } from '../../lib/return-path';

/**
 * A signed-out visitor's Request on a package: whom and what it is for, that buying needs no
 * plan (decision 107), and sign-in or sign-up that come back to `returnTo` with the request
 * ready.
 */
export function SignInToRequestModal({
  opened,
  onClose,
  creator,
  title,
  returnTo,
}: ModalProps & { creator: string; title: string; returnTo: string }) {
  return (
    <AppModal opened={opened} onClose={onClose} title={`Request “${title}”`}>
      <Stack gap="md">
        <Text>
          Sign in or create a free account to send {creator} a request for “{title}” — no
          subscription needed to buy.
        </Text>
        <Text size="sm" c="dimmed">
          You come straight back here with the request ready to send. You pay only when {creator}{' '}
          accepts, and Partnerly holds the money until you approve the work.
        </Text>
        <Stack gap="xs">
          <Button component="a" href={withReturn(paths.register, returnTo)}>
            Create a free account
          </Button>
          <Button component="a" variant="default" href={withReturn(paths.login, returnTo)}>
            Sign in
          </Button>
        </Stack>
      </Stack>
    </AppModal>
  );
}

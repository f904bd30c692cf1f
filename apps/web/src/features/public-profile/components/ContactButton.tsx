import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { navigateTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { getRefreshToken, isLoggedIn } from '../../../lib/session';
import { useStartChat } from '../../../lib/use-start-chat';
import { countContact } from '../profile-beacons';

/** Contact: opens a chat with the user, or sends a visitor without a session to /login. */
export function ContactButton({ username }: { username: string }) {
  const { busy, startChat } = useStartChat();

  const contact = () => {
    countContact(username);
    // An expired access token with a refresh token is still a session: the client renews it.
    if (!isLoggedIn() && !getRefreshToken()) {
      navigateTo(paths.login);
      return;
    }
    void startChat(username);
  };

  return (
    <Button
      onClick={contact}
      loading={busy}
      size="md"
      miw={200}
      // The page theme's accent (public-profile.module.css); the brand violet without one.
      style={{
        '--button-bg': 'var(--profile-accent, var(--mantine-primary-color-filled))',
        '--button-hover': 'var(--profile-accent, var(--mantine-primary-color-filled-hover))',
      }}
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
    >
      Contact
    </Button>
  );
}

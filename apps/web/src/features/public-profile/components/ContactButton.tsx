import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { navigateTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { getRefreshToken, isLoggedIn } from '../../../lib/session';
import { useStartChat } from '../../../domains/deals/use-start-chat';
import { countContact } from '../profile-beacons';
import { CTA_STYLE } from '../theme-styles';

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
      radius="xl"
      miw={200}
      style={CTA_STYLE}
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
    >
      Contact
    </Button>
  );
}

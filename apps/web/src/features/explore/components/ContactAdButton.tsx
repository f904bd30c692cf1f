import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useStartChat } from '../../../domains/deals/use-start-chat';

/**
 * Contact: opens a chat with the ad's owner. An Explorer's 403 is handled by the API client
 * (alert and /settings); other failures are ignored (docs/SPEC.md section 8).
 */
export function ContactAdButton({ username, adTitle }: { username: string; adTitle: string }) {
  const { busy, startChat } = useStartChat();

  return (
    <Button
      onClick={() => void startChat(username)}
      loading={busy}
      fullWidth
      mt="sm"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      aria-label={`Contact ${username} about ${adTitle}`}
    >
      Contact
    </Button>
  );
}

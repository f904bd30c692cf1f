import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { addDialogue } from '../../../api/add-dialogue';

/**
 * Contact: opens a chat with the ad's owner. An Explorer's 403 is handled by the API client
 * (alert and /settings); other failures are ignored (SPEC.md section 8).
 */
export function ContactAdButton({ username, adTitle }: { username: string; adTitle: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const contact = async () => {
    setBusy(true);
    try {
      await addDialogue(username);
      void navigate(paths.chatWith(username));
    } catch {
      // Ignored, as the spec says for add dialogue.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      onClick={() => void contact()}
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

import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { getRefreshToken, isLoggedIn } from '../../../app/session';
import { addDialogue } from '../../../api/add-dialogue';

/** Contact: opens a chat with the user, or sends a visitor without a session to /login. */
export function ContactButton({ username }: { username: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const contact = async () => {
    // An expired access token with a refresh token is still a session: the client renews it.
    if (!isLoggedIn() && !getRefreshToken()) {
      void navigate(paths.login);
      return;
    }
    setBusy(true);
    try {
      await addDialogue(username);
      void navigate(paths.chatWith(username));
    } catch {
      // A failure is ignored (SPEC.md section 8); the client already handles 401 and 403.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      onClick={() => void contact()}
      loading={busy}
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
    >
      Contact
    </Button>
  );
}

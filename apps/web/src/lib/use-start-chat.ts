import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addDialogue } from '../api/add-dialogue';
import { paths } from '../app/paths';

/**
 * What every Contact button does: start (or find) the conversation, then open it in /chats.
 * Failures are ignored (SPEC.md section 8); the API client already handles 401 and 403.
 */
export function useStartChat() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const startChat = async (username: string) => {
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

  return { busy, startChat };
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { planOf } from '@partnerly/shared';
import { addDialogue } from '../api/add-dialogue';
import { paths } from '../app/paths';
import { userDataQuery } from '../app/user-data';
import { openUpgradePrompt } from '../components/upgrade-prompt';

const CONTACT_LOCKED = 'Contacting people is part of Full Access.';

/**
 * What every Contact button does: start (or find) the conversation, then open it in /chats.
 * A user without Full Access gets the upgrade prompt before any request is made. Failures are
 * ignored (SPEC.md section 8); the API client already handles 401 and 403.
 */
export function useStartChat() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const startChat = async (username: string) => {
    setBusy(true);
    try {
      // Cached inside the signed-in app; a public page loads it once here.
      const plan = planOf((await queryClient.fetchQuery(userDataQuery)).subscription);
      if (plan !== 'full') {
        openUpgradePrompt({ reason: CONTACT_LOCKED, plan });
        return;
      }
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

import { apiRequest } from '../../../lib/api-client';

/** POST api/dialogue_spam/: blocks (spam true) or unblocks a conversation for me. */
export function setDialogueSpam(id: number, spam: boolean): Promise<{ id: number; spam: boolean }> {
  return apiRequest('/api/dialogue_spam/', { method: 'POST', body: { id, spam } });
}

import type { DialogueData } from '@partnerly/shared';
import { apiRequest } from './api-client';

/**
 * POST api/add_dialogue/: finds or starts the conversation with a user. Shared by every
 * Contact button and by /chats?with=, so it lives outside the features.
 */
export function addDialogue(username: string): Promise<DialogueData> {
  return apiRequest('/api/add_dialogue/', { method: 'POST', body: { username } });
}

import type { DialogueData, MessageData } from '@partnerly/shared';
import { initChatState } from '../features/chats/chat-state';
import type { ChatState } from '../features/chats/chat-types';

/** The chat reducer's tests: two conversations and messages made to measure. */
export const bob: DialogueData = { id: 1, username: 'bob', pp: null, spam: false };
export const carol: DialogueData = { id: 2, username: 'carol', pp: null, spam: false };

let nextId = 100;
export function message(overrides: Partial<MessageData> = {}): MessageData {
  nextId += 1;
  return {
    id: nextId,
    sender: 'bob',
    receiver: 'me',
    text: 'hi',
    date: '2024-05-01T10:00:00.000Z',
    dialogue: bob.id,
    client_id: null,
    ...overrides,
  };
}

export function state(overrides: Partial<ChatState> = {}): ChatState {
  return {
    ...initChatState({
      username: 'me',
      dialogues: [bob, carol],
      messages: [],
      notifications: [],
      preview_only: [],
    }),
    ...overrides,
  };
}

export const page = (count: number, dialogue = bob.id) =>
  Array.from({ length: count }, (_, index) => message({ id: index + 1, dialogue }));

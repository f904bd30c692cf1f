import { DELETED_MESSAGE_TEXT } from '@partnerly/shared';
import type { MessageData, Reactions, SeenData } from '@partnerly/shared';
import { sameUser } from './chat-lists';

/** The live side of the chat (issue 34): how far each conversation was seen, who is typing. */
export interface LiveFields {
  me: string;
  messages: MessageData[];
  /** Per dialogue: how far the other member has read (when both send read receipts). */
  seen: Record<number, SeenData>;
  /** Per dialogue: who is typing, since when (this device's clock, ms). */
  typing: Record<number, { username: string; at: number }>;
}

export type LiveAction =
  | { type: 'seen'; seen: SeenData }
  | { type: 'typing'; username: string; dialogue: number; at: number }
  /** The signal of `at` went unrenewed for 6 s. */
  | { type: 'typingExpired'; dialogue: number; at: number }
  | { type: 'edited'; message: MessageData }
  | { type: 'reacted'; id: number; reactions: Reactions };

const LIVE_TYPES: readonly string[] = ['seen', 'typing', 'typingExpired', 'edited', 'reacted'];

export const isLiveAction = (action: { type: string }): action is LiveAction =>
  LIVE_TYPES.includes(action.type);

/** "Seen" as GET api/UserData/ gives it, by dialogue. */
export const seenByDialogue = (seen: readonly SeenData[] = []): Record<number, SeenData> =>
  Object.fromEntries(seen.map((entry) => [entry.dialogue, entry]));

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  if (!(id in record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => Number(key) !== id));
}

/** A message arrived: its sender is not typing it any more. */
export function stopTyping<S extends LiveFields>(state: S, message: MessageData): S {
  const typing = state.typing[message.dialogue];
  if (!typing || !sameUser(typing.username, message.sender)) return state;
  return { ...state, typing: without(state.typing, message.dialogue) };
}

/** Messages the server sent again (after a reconnect) replace the copies loaded before. */
export function refreshMessages(
  list: readonly MessageData[],
  incoming: readonly MessageData[],
): MessageData[] {
  const fresh = new Map(incoming.map((message) => [message.id, message]));
  return list.map((message) => fresh.get(message.id) ?? message);
}

/** A message as its sender deleted it: the words and reactions gone, the bubble in place. */
export const asDeleted = (message: MessageData): MessageData => ({
  ...message,
  text: DELETED_MESSAGE_TEXT,
  deleted: true,
  reactions: {},
  warning: undefined,
});

const replace = (messages: MessageData[], id: number, change: (m: MessageData) => MessageData) =>
  messages.map((message) => (message.id === id ? change(message) : message));

/** Seen, typing, edits and reactions (deletions change what is unread: chat-state.ts). */
export function liveReducer<S extends LiveFields>(state: S, action: LiveAction): S {
  switch (action.type) {
    case 'seen': {
      const known = state.seen[action.seen.dialogue];
      // Frames of two devices' reads can cross: the mark only moves forward.
      if (known && known.up_to >= action.seen.up_to) return state;
      return { ...state, seen: { ...state.seen, [action.seen.dialogue]: action.seen } };
    }
    case 'typing':
      return {
        ...state,
        typing: {
          ...state.typing,
          [action.dialogue]: { username: action.username, at: action.at },
        },
      };
    case 'typingExpired':
      return state.typing[action.dialogue]?.at === action.at
        ? { ...state, typing: without(state.typing, action.dialogue) }
        : state;
    case 'edited':
      return {
        ...state,
        messages: replace(state.messages, action.message.id, () => action.message),
      };
    case 'reacted':
      return {
        ...state,
        messages: replace(state.messages, action.id, (message) => ({
          ...message,
          reactions: action.reactions,
        })),
      };
  }
}

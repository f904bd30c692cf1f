import type { ChatUserData } from '@partnerly/shared';
import { mergeMessages, sameUser } from './chat-lists';
import { refreshMessages, seenByDialogue } from './chat-live-state';
import type { ChatAction, ChatState } from './chat-types';

/*
 * After every (re)connection the chat fetches GET api/UserData/ again, while live frames keep
 * arriving. A frame that changes a message (an admin's removal, an edit, a deletion, a
 * reaction) can overtake the answer of a fetch that read the database before the change: the
 * snapshot's copy of that message is then older than the one on screen and must not replace it.
 */

/** The message a live frame changed, if it changed one already loaded. */
function changedMessage(action: ChatAction): number | null {
  switch (action.type) {
    case 'removed':
    case 'deleted':
    case 'reacted':
      return action.id;
    case 'edited':
      return action.message.id;
    default:
      return null;
  }
}

/** Notes the message `action` changed while a fetch was on its way. */
export function noteLiveChange(before: ChatState, action: ChatAction, after: ChatState): ChatState {
  const id = changedMessage(action);
  if (id === null || before.syncing === 0) return after;
  return { ...after, changedWhileSyncing: [...after.changedWhileSyncing, id] };
}

/** One fetch answered or failed; once none is on its way, nothing is held back any more. */
export function syncEnded(state: ChatState): ChatState {
  const syncing = Math.max(0, state.syncing - 1);
  return { ...state, syncing, changedWhileSyncing: syncing === 0 ? [] : state.changedWhileSyncing };
}

/**
 * Merges a fresh GET api/UserData/ (after a reconnect): the server's dialogues and unread
 * counts win, loaded history stays, and what arrived live after the snapshot is kept.
 */
export function sync(state: ChatState, data: ChatUserData): ChatState {
  const { openId } = state;
  const serverIds = new Set(data.dialogues.map((dialogue) => dialogue.id));
  const newest = Math.max(0, ...data.messages.map((message) => message.id));
  const later = state.messages.filter(
    (message) =>
      message.id > newest && !sameUser(message.sender, state.me) && message.dialogue !== openId,
  );
  const confirmed = new Set(data.messages.map((message) => message.client_id));
  const changedLive = new Set(state.changedWhileSyncing);
  const fresh = data.messages.filter((message) => !changedLive.has(message.id));
  return {
    ...state,
    dialogues: [...state.dialogues.filter((item) => !serverIds.has(item.id)), ...data.dialogues],
    // Edits, deletions and reactions made while this device was away come with the snapshot.
    messages: mergeMessages(refreshMessages(state.messages, fresh), data.messages),
    seen: seenByDialogue(data.seen),
    // A conversation opened since keeps what it fetched; one new to this device is a preview.
    previewOnly: data.preview_only.filter(
      (id) => state.previewOnly.includes(id) || !state.dialogues.some((item) => item.id === id),
    ),
    notifications: [
      ...data.notifications.filter((id) => id !== openId),
      ...later.map((message) => message.dialogue),
    ],
    pending: state.pending.filter((item) => !confirmed.has(item.clientId)),
  };
}

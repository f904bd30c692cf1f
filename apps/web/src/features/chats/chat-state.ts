import { MESSAGES_PAGE_SIZE, REMOVED_MESSAGE_TEXT } from '@partnerly/shared';
import type { ChatUserData } from '@partnerly/shared';
import { mergeMessages, moveToFront, sameUser } from './chat-lists';
import {
  asDeleted,
  isLiveAction,
  liveReducer,
  seenByDialogue,
  stopTyping,
} from './chat-live-state';
import { noteLiveChange, sync, syncEnded } from './chat-sync';
import type { ChatAction, ChatState } from './chat-types';

/** The chat as GET api/UserData/ gave it. */
export function initChatState(data: ChatUserData & { username: string }): ChatState {
  return {
    me: data.username,
    dialogues: data.dialogues,
    messages: mergeMessages([], data.messages),
    notifications: data.notifications,
    pending: [],
    exhausted: [],
    previewOnly: data.preview_only,
    loadingOlder: [],
    openId: null,
    drafts: {},
    seen: seenByDialogue(data.seen),
    typing: {},
    syncing: 0,
    changedWhileSyncing: [],
  };
}

const without = (list: readonly number[], id: number) => list.filter((item) => item !== id);

function receive(
  state: ChatState,
  action: Extract<ChatAction, { type: 'messageReceived' }>,
): ChatState {
  const { message, newUser } = action;
  const mine = sameUser(message.sender, state.me);
  const isNew = !state.messages.some((known) => known.id === message.id);
  const dialogue = newUser ?? {
    id: message.dialogue,
    username: mine ? message.receiver : message.sender,
    pp: null,
    spam: false,
  };
  const unread = isNew && !mine && message.dialogue !== state.openId;
  return {
    ...state,
    dialogues: moveToFront(state.dialogues, dialogue),
    messages: mergeMessages(state.messages, [message]),
    pending: state.pending.filter((item) => item.clientId !== message.client_id),
    notifications: unread ? [...state.notifications, message.dialogue] : state.notifications,
  };
}

function receiveOlder(
  state: ChatState,
  action: Extract<ChatAction, { type: 'olderReceived' }>,
): ChatState {
  const id =
    action.messages[0]?.dialogue ??
    state.dialogues.find((dialogue) => sameUser(dialogue.username, action.otherUser))?.id;
  if (id === undefined) return state;
  const short = action.messages.length < MESSAGES_PAGE_SIZE;
  return {
    ...state,
    messages: mergeMessages(state.messages, action.messages),
    loadingOlder: without(state.loadingOlder, id),
    previewOnly: without(state.previewOnly, id),
    exhausted: short && !state.exhausted.includes(id) ? [...state.exhausted, id] : state.exhausted,
  };
}

/**
 * The server refused a message (the receiver blocked this user, say). It answers frames in
 * order, so the refusal is about the oldest unconfirmed one; its text goes back into its send
 * box, before anything typed since, so nothing the user wrote is lost.
 */
function refuse(state: ChatState): ChatState {
  const [refused, ...rest] = state.pending;
  if (!refused) return state;
  const typedSince = state.drafts[refused.dialogue] ?? '';
  const draft = typedSince ? `${refused.text}\n${typedSince}` : refused.text;
  return { ...state, pending: rest, drafts: { ...state.drafts, [refused.dialogue]: draft } };
}

/**
 * The unread entries left once message `id` is removed (decision 044: a removed message is not
 * unread). A conversation's unread messages are its newest ones from the other side, as many
 * as it has entries; when the removed one is among them, one entry goes.
 */
function unreadAfterRemoval(state: ChatState, id: number): number[] {
  const removed = state.messages.find((message) => message.id === id);
  if (!removed || removed.removed || removed.deleted || sameUser(removed.sender, state.me)) {
    return state.notifications;
  }
  const { dialogue } = removed;
  const count = state.notifications.filter((entry) => entry === dialogue).length;
  if (count === 0) return state.notifications;
  const unread = state.messages
    .filter(
      (message) =>
        message.dialogue === dialogue &&
        !message.removed &&
        !message.deleted &&
        !sameUser(message.sender, state.me),
    )
    .slice(-count);
  if (!unread.includes(removed)) return state.notifications;
  const last = state.notifications.lastIndexOf(dialogue);
  return state.notifications.filter((_, index) => index !== last);
}

/** Every change to the chat, from the socket, the server or the user. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  return noteLiveChange(state, action, reduce(state, action));
}

function reduce(state: ChatState, action: ChatAction): ChatState {
  if (isLiveAction(action)) return liveReducer(state, action);
  switch (action.type) {
    case 'messageReceived':
      return receive(stopTyping(state, action.message), action);
    case 'olderRequested':
      return { ...state, loadingOlder: [...without(state.loadingOlder, action.id), action.id] };
    case 'olderReceived':
      return receiveOlder(state, action);
    case 'olderFailed':
      return { ...state, loadingOlder: [] };
    case 'opened': {
      const { id } = action;
      const notifications = id === null ? state.notifications : without(state.notifications, id);
      return { ...state, openId: id, notifications };
    }
    case 'read':
      return { ...state, notifications: without(state.notifications, action.id) };
    case 'removed':
      // An admin removed it after a report: its text goes, the bubble stays in its place.
      return {
        ...state,
        notifications: unreadAfterRemoval(state, action.id),
        messages: state.messages.map((message) =>
          message.id === action.id
            ? { ...message, text: REMOVED_MESSAGE_TEXT, removed: true }
            : message,
        ),
      };
    case 'deleted':
      // Like a removal: the bubble stays in its place, saying so, and it is no longer unread.
      return {
        ...state,
        notifications: unreadAfterRemoval(state, action.id),
        messages: state.messages.map((message) =>
          message.id === action.id ? asDeleted(message) : message,
        ),
      };
    case 'drafted':
      return { ...state, drafts: { ...state.drafts, [action.id]: action.text } };
    case 'queued':
      return {
        ...state,
        pending: [...state.pending, action.message],
        drafts: { ...state.drafts, [action.message.dialogue]: '' },
      };
    case 'refused':
      return refuse(state);
    case 'spamSet':
      // Blocking closes the conversation once the server agreed (docs/SPEC.md section 4); unblocking
      // keeps it open to write again (decision 047). A blocked one has nothing unread (decision
      // 044), an unblocked one gets its count back at the next sync.
      return {
        ...state,
        openId: action.spam && state.openId === action.id ? null : state.openId,
        notifications: action.spam ? without(state.notifications, action.id) : state.notifications,
        dialogues: state.dialogues.map((dialogue) =>
          dialogue.id === action.id ? { ...dialogue, spam: action.spam } : dialogue,
        ),
      };
    case 'dialogueAdded':
      return state.dialogues.some((dialogue) => dialogue.id === action.dialogue.id)
        ? state
        : { ...state, dialogues: [action.dialogue, ...state.dialogues] };
    case 'syncStarted':
      return { ...state, syncing: state.syncing + 1 };
    case 'synced':
      return syncEnded(sync(state, action.data));
    case 'syncFailed':
      return syncEnded(state);
    case 'renamed':
      return { ...state, me: action.me };
  }
}

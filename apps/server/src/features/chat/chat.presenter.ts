import {
  type AttachmentData,
  DELETED_MESSAGE_TEXT,
  DELETED_USER,
  OFF_PLATFORM_WARNING,
  REMOVED_MESSAGE_TEXT,
  type ChatUserData,
  type DialogueData,
  type MessageData,
  type Reactions,
  type ServerFrame,
} from '@partnerly/shared';
import type { ChatMember, MessageEvent, StoredMessage } from '../../events/event-map';
import { mediaUrl } from '../media/media.presenter';
import type { DialogueView, MessageRow } from './chat.repository';

export const presentDialogue = (view: DialogueView): DialogueData => ({
  id: view.id,
  username: view.otherUsername ?? DELETED_USER,
  pp: mediaUrl(view.otherPictureHash),
  spam: view.spam,
});

type MessageFields = Pick<
  StoredMessage,
  | 'id'
  | 'dialogueId'
  | 'senderId'
  | 'clientId'
  | 'text'
  | 'createdAt'
  | 'removed'
  | 'offPlatform'
  | 'editedAt'
  | 'deleted'
> &
  Pick<StoredMessage, 'attachments'>;

/** A message's reactions by id (issue 34); a message missing from it has none. */
export type ReactionsById = ReadonlyMap<number, Reactions>;

/** A stored message as `me` sees it in a dialogue with `other` (null: a deleted account). */
export function presentMessage(
  message: MessageFields,
  me: { id: number; username: string },
  other: string | null,
  reactions: Reactions = {},
): MessageData {
  const mine = message.senderId === me.id;
  // A deleted message keeps its text for reports (30 days) but shows neither it nor reactions.
  const gone = message.removed || message.deleted;
  return {
    id: message.id,
    sender: mine ? me.username : (other ?? DELETED_USER),
    receiver: mine ? (other ?? DELETED_USER) : me.username,
    text: message.removed
      ? REMOVED_MESSAGE_TEXT
      : message.deleted
        ? DELETED_MESSAGE_TEXT
        : message.text,
    date: message.createdAt,
    dialogue: message.dialogueId,
    client_id: mine ? message.clientId : null,
    ...(message.removed ? { removed: true as const } : {}),
    // The warning is for the receiver: the sender is not told how their words were read.
    ...(message.offPlatform && !mine && !gone ? { warning: OFF_PLATFORM_WARNING } : {}),
    // A removed or deleted message's files go with its text.
    ...(message.attachments?.length && !gone ? { attachments: message.attachments } : {}),
    edited_at: message.editedAt,
    deleted: message.deleted,
    reactions: gone ? {} : reactions,
  };
}

/** The chat's part of the user data: conversations, their latest messages, unread counts. */
export function presentChatUserData(
  me: { id: number; username: string },
  views: DialogueView[],
  latest: StoredMessage[],
  notifications: ChatUserData['notifications'],
  previewOnly: number[],
  live: {
    files?: Map<number, AttachmentData[]>;
    reactions?: ReactionsById;
    seen?: ChatUserData['seen'];
  } = {},
): ChatUserData {
  const others = new Map(views.map((view) => [view.id, view.otherUsername]));
  return {
    dialogues: views.map(presentDialogue),
    messages: latest.map((message) =>
      presentMessage(
        withFiles(message, live.files),
        me,
        others.get(message.dialogueId) ?? null,
        live.reactions?.get(message.id),
      ),
    ),
    notifications,
    preview_only: previewOnly,
    seen: live.seen ?? [],
  };
}

/** The chat user data cut to the conversations in `open`: their messages, unread and Seen. */
export const onlyConversations = (data: ChatUserData, open: Set<number>): ChatUserData => ({
  dialogues: data.dialogues.filter((dialogue) => open.has(dialogue.id)),
  messages: data.messages.filter((message) => open.has(message.dialogue)),
  preview_only: data.preview_only.filter((id) => open.has(id)),
  notifications: data.notifications.filter((id) => open.has(id)),
  seen: data.seen?.filter((mark) => open.has(mark.dialogue)),
});

/** A page of older messages in the conversation with `other` (the "more_messages" frame). */
export const olderMessagesFrame = (
  rows: MessageRow[],
  me: { id: number; username: string },
  other: string,
  extras: { files?: Map<number, AttachmentData[]>; reactions?: ReactionsById } = {},
): ServerFrame => ({
  more_messages: rows.map((row) =>
    presentMessage(
      withFiles(storedMessage(row), extras.files),
      me,
      other,
      extras.reactions?.get(row.id),
    ),
  ),
  other_user: other,
});

/** A message row in the shape events carry. */
export const storedMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  dialogueId: row.dialogueId,
  senderId: row.senderId ?? 0,
  clientId: row.clientId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  removed: row.removedAt !== null,
  offPlatform: row.offPlatform,
  editedAt: row.editedAt?.toISOString() ?? null,
  deleted: row.deletedAt !== null,
});

/** The message with its attachments, when it has any. */
export function withFiles(message: StoredMessage, files?: Map<number, AttachmentData[]>) {
  const attachments = files?.get(message.id);
  return attachments ? { ...message, attachments } : message;
}

/** The frame `member` gets for a stored message (with new_user on a dialogue's first one). */
export function messageFrame(
  event: MessageEvent,
  member: ChatMember,
  counterpart: ChatMember,
): ServerFrame {
  const frame: ServerFrame = {
    message: presentMessage(event.message, member, counterpart.username),
  };
  // A first message: the conversation is new to both lists, and not blocked (it was sent).
  if (event.first) {
    frame.new_user = {
      id: event.message.dialogueId,
      username: counterpart.username,
      pp: mediaUrl(counterpart.pictureHash),
      spam: false,
    };
  }
  return frame;
}

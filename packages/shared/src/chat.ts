import { z } from 'zod';
import type { DealFrame } from './deal-data';
import { LIMITS, NUMBER_LIMITS } from './limits';
import { REQUIRED, jsonId, trimmedLine } from './fields';
import { captionText } from './chat-text';
import {
  liveClientFrameSchemas,
  type LiveServerFrame,
  type Reactions,
  type SeenData,
} from './chat-live';
import type { OFF_PLATFORM_WARNING } from './off-platform';
import { attachmentIdsSchema, type AttachmentData } from './chat-files';

/** A conversation as the viewer sees it: the other person and the viewer's own block flag. */
export interface DialogueData {
  id: number;
  username: string;
  pp: string | null;
  spam: boolean;
}

export interface MessageData {
  id: number;
  sender: string;
  receiver: string;
  text: string;
  date: string;
  dialogue: number;
  client_id: string | null;
  /** Removed by an admin after a report; `text` then says so. */
  removed?: true;
  /**
   * To its receiver only: the message, among the conversation's first, asks to move off
   * Partnerly or to pay up front (issues 34 and 46; the server's lib/off-platform decides).
   */
  warning?: typeof OFF_PLATFORM_WARNING;
  /** Its files (issue 34); absent when it has none. */
  attachments?: AttachmentData[];
  /**
   * Issue 34: when the sender last edited it (ISO time, null if never), whether they deleted
   * it (`text` then says so), and its reactions. The server always sends all three; a message
   * the client has not had confirmed yet has none.
   */
  edited_at?: string | null;
  deleted?: boolean;
  reactions?: Reactions;
}

/** What GET api/UserData/ adds for the chat. */
export interface ChatUserData {
  dialogues: DialogueData[];
  /**
   * Oldest first: the last 30 messages of the most recently active dialogues
   * (`USER_DATA_WHOLE_PAGES`), and only the newest message of the others (`preview_only`).
   */
  messages: MessageData[];
  /**
   * Dialogues whose `messages` hold only their newest message: the client fetches the rest of
   * their first page when one is opened (decision 066; a member with thousands of
   * conversations would otherwise get tens of megabytes).
   */
  preview_only: number[];
  /** One dialogue id per unread message. */
  notifications: number[];
  /**
   * Issue 34: how far the other member has read each conversation, where both members send
   * read receipts.
   */
  seen?: SeenData[];
}

export const DELETED_USER = 'Deleted user';

/** The other person of a conversation, by name (no control characters reach a lookup). */
const username = trimmedLine().min(1, REQUIRED).max(LIMITS.username);
const dialogueId = z.number().int().positive().max(NUMBER_LIMITS.id);

/** Frames a client sends on the live socket (ARCHITECTURE.md, "How a socket frame travels"). */
export const clientFrameSchema = z.union([
  // Files (issue 34) may stand in for the text: a message needs one or the other.
  z
    .object({
      message: captionText,
      receiver: username,
      client_id: z.uuid().optional(),
      attachments: attachmentIdsSchema.optional(),
    })
    .refine((frame) => frame.message !== '' || (frame.attachments?.length ?? 0) > 0, {
      message: 'Write a message first.',
      path: ['message'],
    }),
  z.object({
    more_messages: z.literal(true),
    other_user: username,
    message_count: z.number().int().min(0).max(NUMBER_LIMITS.messageCount),
  }),
  z.object({ notificaiton: z.literal(true), id: dialogueId }),
  ...liveClientFrameSchemas,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type SocketErrorCode =
  | 'invalid_frame'
  | 'frame_too_large'
  | 'throttled'
  | 'unknown_user'
  | 'self_message'
  | 'blocked'
  | 'not_found'
  /** An edit after the 15 minutes a message can be edited (issue 34). */
  | 'edit_window_closed'
  /** An edit or a reaction in a conversation either member blocked. */
  | 'conversation_blocked'
  /** The member's budget for this kind of frame is spent (issue 46): see `retry_after`. */
  | 'rate_limited'
  /**
   * The 403 of the socket: a member without Full Access wrote to or opened a conversation that
   * holds no deal of theirs as the buyer (decision 107).
   */
  | 'full_access_required';

/** Frames the server sends (one object per frame). */
/** What a removed message shows in place of its text. */
export const REMOVED_MESSAGE_TEXT = 'Message removed';

export type ServerFrame =
  | { message: MessageData; new_user?: DialogueData }
  | { more_messages: MessageData[]; other_user: string }
  | { notificaiton: { id: number } }
  /** An admin removed a message of the conversation (after a report). */
  | { removed: { id: number; dialogue: number } }
  /** An offer or an order of the member's changed (issue 32). */
  | DealFrame
  /** Seen, typing, edits, deletions and reactions (issue 34; chat-live.ts). */
  | LiveServerFrame<MessageData>
  /** `retry_after` (seconds) comes with `rate_limited`, as Retry-After does with a 429. */
  | { error: { code: SocketErrorCode; detail: string; retry_after?: number } };

/**
 * Close codes of the live socket; the client refreshes its token on 4001 and reconnects. 4003
 * (Full Access required) is no longer sent: any plan is admitted (decision 107).
 */
export const SOCKET_CLOSE = {
  unauthorized: 4001,
  originRefused: 4004,
  /** The account was suspended by an admin. */
  suspended: 4005,
} as const;

/** The largest frame the server reads, in bytes. */
export const MAX_FRAME_BYTES = 8 * 1024;
export const MAX_FRAMES_PER_SECOND = 20;

/** POST api/add_dialogue/. */
export const addDialogueSchema = z.object({ username });

/** POST api/dialogue_spam/. */
export const dialogueSpamSchema = z.object({
  id: jsonId(REQUIRED),
  spam: z.boolean({ error: 'Send spam as true or false.' }),
});

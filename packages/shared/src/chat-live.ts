import { z } from 'zod';
import { LIMITS } from './limits';
import { REQUIRED, trimmedLine } from './fields';
import { chatText } from './chat-text';

/**
 * The live side of a conversation (issue 34, items 2, 3, 6 and 7): "Seen", typing, edits,
 * deletions and reactions. Frames here are additions to the spec's (README, "Chat").
 */

/** The reactions a member can put on a message, one per member per message. */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** What each emoji is called, for screen readers and tooltips. */
export const REACTION_NAMES: Record<ReactionEmoji, string> = {
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '😢': 'sad',
  '🙏': 'thank you',
};

/** A message's reactions: emoji -> the usernames who chose it, first reaction first. */
export type Reactions = Partial<Record<ReactionEmoji, string[]>>;

export const CHAT_LIVE_LIMITS = {
  /** A message can be edited for this long after it was sent. */
  editWindowMinutes: 15,
  /** A deleted message's text is kept this long (for reports), then erased. */
  deletedTextKeptDays: 30,
  /** The client sends at most one typing signal this often while the member types. */
  typingSignalMs: 3000,
  /** "… is typing" goes away after this long without a signal. */
  typingShownMs: 6000,
} as const;

/** What a deleted message shows in place of its text, to both members. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';

/** How far the other member has read a conversation (their `last_read_message_id`). */
export interface SeenData {
  dialogue: number;
  /** The newest message id they have read. */
  up_to: number;
  /** When they read it (ISO time). */
  at: string;
}

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The live frames a client may send, beside the spec's (chat.ts `clientFrameSchema`). */
export const liveClientFrameSchemas = [
  /** The member is typing to `receiver` (a username). */
  z.object({ typing: trimmedLine().min(1, REQUIRED).max(LIMITS.username) }),
  z.object({ edit: z.object({ id: messageId, message: chatText }) }),
  z.object({ delete: z.object({ id: messageId }) }),
  z.object({
    react: z.object({
      id: messageId,
      emoji: z.enum(REACTION_EMOJIS, { error: 'Choose one of the offered reactions.' }),
    }),
  }),
] as const;

/** Frames the server sends for the live side (MessageData comes from chat.ts). */
export type LiveServerFrame<Message> =
  | { seen: SeenData }
  | { typing: { username: string; dialogue: number } }
  | { edited: Message }
  | { deleted: { id: number; dialogue: number } }
  | { reaction: { id: number; dialogue: number; reactions: Reactions } };

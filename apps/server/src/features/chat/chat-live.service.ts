import { CHAT_LIVE_LIMITS, type ReactionEmoji, type SeenData } from '@partnerly/shared';
import type { EventBus } from '../../events/event-bus';
import { socketError } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { asksToLeavePlatform } from '../../lib/off-platform/off-platform';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { AttachmentsService } from './attachments.service';
import { storedMessage } from './chat.presenter';
import type { ConversationsCache } from './conversations-cache';
import type { MessageEditsRepository, MessageTarget } from './message-edits.repository';
import type { MessageReactionsRepository } from './message-reactions.repository';
import type { ReadMark, ReadReceiptsRepository } from './read-receipts.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const notFound = () => socketError('not_found', 'There is no such message.');

/**
 * The live side of a conversation (issue 34): "Seen", typing, edits, deletions and reactions.
 * Each change is stored first (typing never is), then announced; the chat module's
 * subscribers turn the events into frames on every instance (chat-live.frames.ts).
 */
export function chatLiveService({
  edits,
  reactions,
  receipts,
  users,
  events,
  conversations,
  files,
}: {
  edits: MessageEditsRepository;
  reactions: MessageReactionsRepository;
  receipts: ReadReceiptsRepository;
  users: Pick<UsersService, 'named'>;
  events: EventBus;
  /** Typing signals ask who talks with whom from memory (issue 36). */
  conversations: Pick<ConversationsCache, 'existing'>;
  /** A deleted or removed message's files are erased with its text (issue 46, case 4). */
  files: Pick<AttachmentsService, 'eraseGone'>;
}) {
  /** The message, if `me` is a member of its conversation; a 'not_found' refusal otherwise. */
  async function targetFor(me: User, id: number): Promise<MessageTarget> {
    const target = await edits.target(id);
    if (!target?.members.some((member) => member.id === me.id)) throw notFound();
    return target;
  }

  const memberIds = (target: MessageTarget) => target.members.map((member) => member.id);

  return {
    /**
     * After `me` read a conversation: the other member sees how far, when both send read
     * receipts (a member who turned them off neither sends nor sees them).
     */
    async markedRead(dialogueId: number, { otherId, seen }: ReadMark): Promise<void> {
      if (otherId === null || !seen) return;
      await events.publish('dialogue.seen', {
        userId: otherId,
        dialogueId,
        upTo: seen.up_to,
        at: seen.at,
      });
    },

    /** "Seen" in each of the member's conversations, for GET api/UserData/. */
    seenBy: (me: User): Promise<SeenData[]> => receipts.seenBy(me.id),

    /**
     * `me` is typing to `receiverName`: their sockets hear it, nothing is stored. A signal to
     * nobody (an unknown or suspended user, no conversation yet, a blocked one) is dropped without an
     * answer: it is a hint, and an error frame would read as a refused message.
     */
    async typing(me: User, receiverName: string): Promise<void> {
      const other = await users.named(receiverName.trim());
      if (!other || other.id === me.id || other.suspendedAt) return;
      const conversation = await conversations.existing(me.id, other.id);
      if (!conversation || conversation.blocked) return;
      const { id } = conversation;
      await events.publish('chat.typing', {
        userId: other.id,
        username: me.username,
        dialogueId: id,
      });
    },

    /** The sender replaces a message's text within 15 minutes; the old text is kept. */
    async edit(me: User, id: number, text: string): Promise<void> {
      const target = await targetFor(me, id);
      const { message } = target;
      if (message.senderId !== me.id || message.removedAt || message.deletedAt) throw notFound();
      if (target.blocked) {
        throw socketError('conversation_blocked', 'This conversation is blocked.');
      }
      const now = clockNow();
      const sentAfter = new Date(now.getTime() - CHAT_LIVE_LIMITS.editWindowMinutes * MINUTE_MS);
      const tooLate = () =>
        socketError(
          'edit_window_closed',
          `Messages can be edited for ${CHAT_LIVE_LIMITS.editWindowMinutes} minutes after sending.`,
        );
      if (message.createdAt <= sentAfter) throw tooLate();
      if (message.text === text) return;
      const edited = await edits.edit({
        id,
        senderId: me.id,
        text,
        offPlatform: asksToLeavePlatform(text),
        now,
        sentAfter,
      });
      // Deleted or past its minutes between the look and the write.
      if (!edited) throw tooLate();
      await events.publish('message.edited', {
        message: storedMessage(edited),
        reactions: (await reactions.of([id])).get(id) ?? {},
        members: target.members,
      });
    },

    /** The sender deletes a message, at any time: both see "Message deleted". */
    async remove(me: User, id: number): Promise<void> {
      const target = await targetFor(me, id);
      if (target.message.senderId !== me.id) throw notFound();
      const deleted = await edits.remove(id, me.id, clockNow());
      if (!deleted) throw notFound();
      await events.publish('message.deleted', {
        messageId: id,
        dialogueId: deleted.dialogueId,
        memberIds: memberIds(target),
      });
    },

    /** Puts, changes or takes back `me`'s reaction on a message of their conversation. */
    async react(me: User, id: number, emoji: ReactionEmoji): Promise<void> {
      const target = await targetFor(me, id);
      if (target.message.removedAt || target.message.deletedAt) throw notFound();
      if (target.blocked) {
        throw socketError('conversation_blocked', 'This conversation is blocked.');
      }
      await reactions.toggle(id, me.id, emoji);
      await events.publish('message.reacted', {
        messageId: id,
        dialogueId: target.message.dialogueId,
        memberIds: memberIds(target),
        reactions: (await reactions.of([id])).get(id) ?? {},
      });
    },

    /**
     * The erasure job: deleted messages' text goes 30 days after the deletion, and the files
     * of deleted or removed messages 30 days after they went (decision 080).
     */
    async eraseDeleted(now: Date): Promise<number> {
      const before = new Date(now.getTime() - CHAT_LIVE_LIMITS.deletedTextKeptDays * DAY_MS);
      const texts = await edits.eraseDeleted(before);
      return texts + (await files.eraseGone(before));
    },
  };
}

export type ChatLiveService = ReturnType<typeof chatLiveService>;

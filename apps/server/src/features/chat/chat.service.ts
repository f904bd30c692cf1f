import {
  MESSAGES,
  MESSAGES_PAGE_SIZE,
  type DialogueData,
  type MessageData,
  type ServerFrame,
} from '@partnerly/shared';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { AppError, badRequest, notFound, socketError } from '../../lib/errors';
import { groupCommit, type Written } from '../../lib/group-commit';
import { asksToLeavePlatform } from '../../lib/off-platform/off-platform';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { AttachmentsService } from './attachments.service';
import type { ChatRepository } from './chat.repository';
import type { ConversationsCache } from './conversations-cache';
import type { MessageReactionsRepository } from './message-reactions.repository';
import type { ReadMark, ReadReceiptsRepository } from './read-receipts.repository';
import type { ReplyTimesRepository } from './reply-times.repository';
import { REPLY_TIME_WINDOW_DAYS, replyTimeOf } from './reply-times';
import { pushedMessages, type PushedMessages } from './chat.deliveries';
import { messageGroupCommit } from './message-group-commit';
import { chatUserData } from './chat-user-data';
import { messageEventOf, messageStore, type PendingMessage } from './message-store';
import {
  olderMessagesFrame,
  presentDialogue,
  presentMessage,
  storedMessage,
  withFiles,
} from './chat.presenter';

/**
 * Conversations: messages are stored first, then announced (`message.stored`), and the chat's
 * socket side (chat.socket.ts) pushes them to every socket of both people on every instance.
 */
export function chatService({
  db,
  databaseKind,
  writeLanes = 1,
  chat,
  users,
  events,
  pushed = pushedMessages(),
  files,
  reactions,
  receipts,
  replies,
  conversations,
  onWritten,
}: {
  db: Database;
  /** Which database `db` is: how many messages it writes at once (group commit). */
  databaseKind: DatabaseHandle['kind'];
  /** On PostgreSQL, how many conversations' batches are written at once (`CHAT_WRITE_LANES`). */
  writeLanes?: number;
  chat: ChatRepository;
  users: UsersService;
  /** Who talks with whom, and blocks, from memory (issue 36). */
  conversations: Pick<ConversationsCache, 'open'>;
  events: EventBus;
  pushed?: PushedMessages;
  /** The messages' attachments (issue 34). */
  files: Pick<AttachmentsService, 'claimable' | 'attach' | 'ofMessages'>;
  /** Issue 34: messages carry their reactions, the user data says how far each was seen. */
  reactions: Pick<MessageReactionsRepository, 'of'>;
  receipts: Pick<ReadReceiptsRepository, 'seenBy' | 'markRead'>;
  replies: Pick<ReplyTimesRepository, 'replyStats'>;
  /** Hears each batch of messages written: how long they waited, how long it took (metrics). */
  onWritten?: (written: Written) => void;
}) {
  /** Message ids -> their attachments, for the rows about to be presented. */
  const filesOf = (rows: { id: number }[]) => files.ofMessages(rows.map((row) => row.id));

  async function counterpart(me: User, username: string): Promise<User> {
    const other = await users.named(username.trim());
    if (!other) {
      throw socketError('unknown_user', 'There is no user with that name.');
    }
    if (other.id === me.id) throw socketError('self_message', 'You cannot message yourself.');
    if (other.suspendedAt) throw socketError('blocked', MESSAGES.accountSuspended);
    return other;
  }

  const store = messageStore({ db, chat, files, events });
  // Plain messages arriving together are stored together (group commit); a message with files
  // is stored on its own, so a file taken meanwhile refuses that message only. A conversation's
  // messages keep one lane: written in turn, in order, so the counts and "first" read before
  // each statement (add-messages.ts) and a resend's lookup see every earlier write.
  const grouped = groupCommit(store, {
    ...messageGroupCommit(databaseKind, writeLanes),
    keyOf: (pending) => pending.values.dialogueId,
    alone: (pending) => pending.attachmentIds.length > 0,
    onWritten,
  });

  return {
    userData: (me: User) => chatUserData(me, { chat, files, reactions, receipts }),

    /** POST api/add_dialogue/: finds or starts the conversation with a user. */
    async addDialogue(me: User, username: string): Promise<DialogueData> {
      const other = await counterpart(me, username).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'self_message') {
          throw badRequest(error.message);
        }
        throw notFound('There is no user with that name.');
      });
      const { id } = await chat.open(me.id, other.id);
      const view = await chat.find(me.id, id);
      if (!view) throw notFound();
      return presentDialogue(view);
    },

    /** The conversation of two members (started if need be) and whether either blocked it. */
    conversation: (userId: number, otherId: number) => chat.open(userId, otherId),

    /** Whether `fromId` ever sent `toId` a message (deals tell strangers apart by it). */
    hasWritten: (fromId: number, toId: number) => chat.hasWritten(fromId, toId),

    /** A conversation's newest messages, oldest first: an admin looking into a deal's dispute. */
    async recentMessages(dialogueId: number, limit: number) {
      const rows = await chat.history(dialogueId, 0, limit);
      const attached = await filesOf(rows);
      return rows.map((row) => withFiles(storedMessage(row), attached));
    },

    async setSpam(me: User, dialogueId: number, spam: boolean) {
      const changed = await chat.setSpam(me.id, dialogueId, spam);
      if (!changed) throw notFound();
      // Every instance (this one at once) forgets the conversation it remembered.
      if (changed.otherId !== null) {
        await events.publish('dialogue.blocked', { memberIds: [me.id, changed.otherId] });
      }
      return { id: dialogueId, spam };
    },

    /**
     * Stores a message with the files named by `attachmentIds` (uploaded before), then pushes
     * it to both people (with new_user on a first contact).
     */
    async send(
      me: User,
      text: string,
      receiverName: string,
      clientId?: string,
      attachmentIds: number[] = [],
    ): Promise<void> {
      const other = await counterpart(me, receiverName);
      const { id: dialogueId, blocked } = await conversations.open(me.id, other.id);
      if (blocked) {
        throw socketError('blocked', 'This conversation is blocked.');
      }
      await files.claimable(me, dialogueId, attachmentIds);
      const pending: PendingMessage = {
        me,
        other,
        attachmentIds,
        values: {
          dialogueId,
          senderId: me.id,
          text,
          clientId,
          offPlatform: asksToLeavePlatform(text),
        },
      };
      const stored = await grouped.submit(pending);
      const event = messageEventOf(pending, stored, stored.attached);
      // A resend after a reconnect whose first push went out everywhere: only the sender is
      // answered again. Otherwise (a new message, or a first push that may never have reached
      // the receiver: another instance while Redis was down, an instance that died before
      // pushing) the receiver gets it, and the sender's confirmation follows the record of
      // the push, so a message the client saw confirmed is never pushed twice.
      if (!(stored.duplicate && (await pushed.has(stored.message)))) {
        if (await events.publish('message.stored', event)) await pushed.remember(stored.message);
      }
      await events.publish('message.confirmed', event);
    },

    /** The 30 messages older than the `skip` newest of the conversation with a user. */
    async older(me: User, otherName: string, skip: number): Promise<ServerFrame> {
      const other = await counterpart(me, otherName);
      const { id } = await conversations.open(me.id, other.id);
      const rows = await chat.history(id, skip, MESSAGES_PAGE_SIZE);
      return olderMessagesFrame(rows, me, other.username, {
        files: await filesOf(rows),
        reactions: await reactions.of(rows.map((row) => row.id)),
      });
    },

    /** Every message the user sent or received, oldest first, as the chat shows them. */
    async allMessages(me: User): Promise<MessageData[]> {
      const views = await chat.list(me.id);
      const others = new Map(views.map((view) => [view.id, view.otherUsername]));
      const rows = await chat.allOf([...others.keys()]);
      const attached = await filesOf(rows);
      return rows.map((row) =>
        presentMessage(
          withFiles(storedMessage(row), attached),
          me,
          others.get(row.dialogueId) ?? null,
        ),
      );
    },

    /** The reply-time badges of the members in [first, last], from the last 30 days. */
    async replyTimes(now: Date, members: [number, number]) {
      const since = new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      return (await replies.replyStats(since, members)).map((stats) => ({
        userId: stats.userId,
        replyTime: replyTimeOf(stats),
      }));
    },

    /**
     * Removes a reported message (admins); false when there is none. Inside `tx` (the removal
     * with its audit line), both members hear of it once the transaction has committed.
     */
    async removeMessage(id: number, tx?: Tx): Promise<boolean> {
      const removed = await chat.removeMessage(id, tx);
      if (!removed) return false;
      const told = () => events.publish('message.removed', { messageId: id, ...removed });
      if (tx) tx.afterCommit(() => void told());
      else await told();
      return true;
    },

    /**
     * Marks a conversation read and tells the user's other devices; answers what the other
     * member may see of it.
     */
    async markRead(me: User, dialogueId: number): Promise<ReadMark> {
      const mark = await receipts.markRead(me.id, dialogueId);
      if (!mark) throw socketError('not_found', 'There is no such conversation.');
      await events.publish('dialogue.read', { userId: me.id, dialogueId });
      return mark;
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;

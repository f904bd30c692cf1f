import {
  DELETED_USER,
  MESSAGES_PAGE_SIZE,
  type ChatUserData,
  type DialogueData,
  type MessageData,
  type ServerFrame,
  type SocketErrorCode,
} from '@partnerly/shared';
import { badRequest, notFound } from '../../lib/errors';
import type { Bus } from '../../realtime/bus';
import { mediaUrl } from '../media/media.repository';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { ChatRepository, DialogueView, MessageRow } from './chat.repository';
import { pushedMessages, type PushedMessages } from './chat.deliveries';

/** A refusal on the socket: sent back to the sender as an error frame. */
export class ChatError extends Error {
  constructor(
    readonly code: SocketErrorCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const presentDialogue = (view: DialogueView): DialogueData => ({
  id: view.id,
  username: view.otherUsername ?? DELETED_USER,
  pp: mediaUrl(view.otherPictureHash),
  spam: view.spam,
});

/** A stored message as `me` sees it in a dialogue with `other`. */
function presentMessage(row: MessageRow, me: UserRow, other: string | null): MessageData {
  const mine = row.senderId === me.id;
  return {
    id: row.id,
    sender: mine ? me.username : (other ?? DELETED_USER),
    receiver: mine ? (other ?? DELETED_USER) : me.username,
    text: row.text,
    date: row.createdAt.toISOString(),
    dialogue: row.dialogueId,
    client_id: mine ? row.clientId : null,
  };
}

/** Conversations: messages are stored first, then pushed to every socket of both people. */
export function chatService(
  chat: ChatRepository,
  users: UsersRepository,
  bus: Bus,
  pushed: PushedMessages = pushedMessages(),
) {
  async function counterpart(me: UserRow, username: string): Promise<UserRow> {
    const other = await users.findByUsername(username.trim());
    if (!other) {
      throw new ChatError('unknown_user', 'There is no user with that name.');
    }
    if (other.id === me.id) throw new ChatError('self_message', 'You cannot message yourself.');
    return other;
  }

  return {
    async userData(me: UserRow): Promise<ChatUserData> {
      const views = await chat.list(me.id);
      const others = new Map(views.map((view) => [view.id, view.otherUsername]));
      const latest = await chat.latestOf([...others.keys()], MESSAGES_PAGE_SIZE);
      return {
        dialogues: views.map(presentDialogue),
        messages: latest.map((row) => presentMessage(row, me, others.get(row.dialogueId) ?? null)),
        notifications: await chat.unread(me.id),
      };
    },

    /** POST api/add_dialogue/: finds or starts the conversation with a user. */
    async addDialogue(me: UserRow, username: string): Promise<DialogueData> {
      const other = await counterpart(me, username).catch((error: unknown) => {
        if (error instanceof ChatError && error.code === 'self_message') {
          throw badRequest(error.detail);
        }
        throw notFound('There is no user with that name.');
      });
      const { id } = await chat.open(me.id, other.id);
      const view = await chat.find(me.id, id);
      if (!view) throw notFound();
      return presentDialogue(view);
    },

    async setSpam(me: UserRow, dialogueId: number, spam: boolean) {
      if (!(await chat.setSpam(me.id, dialogueId, spam))) throw notFound();
      return { id: dialogueId, spam };
    },

    /** Stores a message, then pushes it to both people (with new_user on a first contact). */
    async send(me: UserRow, text: string, receiverName: string, clientId?: string): Promise<void> {
      const other = await counterpart(me, receiverName);
      const { id: dialogueId, blocked } = await chat.open(me.id, other.id);
      if (blocked) {
        throw new ChatError('blocked', 'This conversation is blocked.');
      }
      const stored = await chat.addMessage({ dialogueId, senderId: me.id, text, clientId });
      if (stored.duplicate && (await pushed.has(stored.message))) {
        // The sender resent after a reconnect: confirm it to them, store and push nothing new.
        await bus.publish(me.id, { message: presentMessage(stored.message, me, other.username) });
        return;
      }
      // A new message, or a resend whose first push may never have reached the receiver
      // (another instance while Redis was down, or an instance that died before pushing).
      let everywhere = true;
      const deliveries: [UserRow, UserRow][] = [
        [me, other],
        [other, me],
      ];
      for (const [member, counterpartUser] of deliveries) {
        const frame: ServerFrame = {
          message: presentMessage(stored.message, member, counterpartUser.username),
        };
        // A first message: the conversation is new to both lists, and not blocked (it was sent).
        if (stored.first) {
          frame.new_user = {
            id: dialogueId,
            username: counterpartUser.username,
            pp: mediaUrl(counterpartUser.pictureHash),
            spam: false,
          };
        }
        everywhere = (await bus.publish(member.id, frame)) && everywhere;
      }
      if (everywhere) await pushed.remember(stored.message);
    },

    /** The 30 messages older than the `skip` newest of the conversation with a user. */
    async older(me: UserRow, otherName: string, skip: number): Promise<ServerFrame> {
      const other = await counterpart(me, otherName);
      const { id } = await chat.open(me.id, other.id);
      const rows = await chat.history(id, skip, MESSAGES_PAGE_SIZE);
      return {
        more_messages: rows.map((row) => presentMessage(row, me, other.username)),
        other_user: other.username,
      };
    },

    /** Marks a conversation read and tells the user's other devices. */
    async markRead(me: UserRow, dialogueId: number): Promise<void> {
      if (!(await chat.markRead(me.id, dialogueId))) {
        throw new ChatError('not_found', 'There is no such conversation.');
      }
      await bus.publish(me.id, { notificaiton: { id: dialogueId } });
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;

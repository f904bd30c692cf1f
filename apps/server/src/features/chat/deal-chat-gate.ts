import { DEAL_MESSAGES, type ClientFrame } from '@partnerly/shared';
import { AppError } from '../../lib/errors';
import type { Connection } from '../../realtime/socket-server';
import type { User } from '../users/user';
import type { ConversationsCache } from './conversations-cache';
import type { MessageTarget } from './message-edits.repository';

/** What the chat needs of the deals feature (its `buyerConversations` fits). */
export interface DealConversations {
  /** Whether the conversation holds an offer or order with `userId` as its buyer. */
  buyerIn(dialogueId: number, userId: number): Promise<boolean>;
  /** The conversations in which `userId` buys. */
  dialoguesOf(userId: number): Promise<number[]>;
}

/**
 * Chat is a Full Access feature, but a buyer on any plan talks in the conversation of their
 * deal (decision 107). A member's plan is read once per socket (a change of plan closes the
 * socket: auth.module.ts), so Full Access members' frames cost no extra query; an Explorer's
 * frame is let through only in a conversation where they buy, else an error frame coded
 * `full_access_required` (the socket's 403).
 */
export function dealChatGate({
  fullAccess,
  deals,
  conversations,
  findByUsername,
  messageTarget,
}: {
  fullAccess(userId: number): Promise<boolean>;
  deals: DealConversations;
  conversations: Pick<ConversationsCache, 'existing'>;
  findByUsername(username: string): Promise<{ id: number } | undefined>;
  messageTarget(messageId: number): Promise<MessageTarget | undefined>;
}) {
  const plans = new WeakMap<Connection<User>, Promise<boolean>>();

  /** The conversation a frame is about, when it is one of the sender's. */
  async function dialogueOf(sender: User, frame: ClientFrame): Promise<number | undefined> {
    if ('notificaiton' in frame) return frame.id;
    if ('edit' in frame || 'delete' in frame || 'react' in frame) {
      const id =
        'edit' in frame ? frame.edit.id : 'delete' in frame ? frame.delete.id : frame.react.id;
      return (await messageTarget(id))?.message.dialogueId;
    }
    const username =
      'message' in frame
        ? frame.receiver
        : 'more_messages' in frame
          ? frame.other_user
          : frame.typing;
    const other = await findByUsername(username);
    return other && (await conversations.existing(sender.id, other.id))?.id;
  }

  return async function admitFrame(connection: Connection<User>, frame: ClientFrame) {
    let plan = plans.get(connection);
    if (!plan) {
      plan = fullAccess(connection.user.id);
      plans.set(connection, plan);
    }
    if (await plan) return;
    const dialogueId = await dialogueOf(connection.user, frame);
    if (dialogueId !== undefined && (await deals.buyerIn(dialogueId, connection.user.id))) return;
    throw new AppError(
      403,
      { detail: DEAL_MESSAGES.chatNeedsFullAccess },
      {},
      'full_access_required',
    );
  };
}

export type DealChatGate = ReturnType<typeof dealChatGate>;

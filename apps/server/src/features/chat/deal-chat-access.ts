import { DEAL_MESSAGES, type ChatUserData } from '@partnerly/shared';
import { forbidden } from '../../lib/errors';
import { onlyConversations } from './chat.presenter';
import type { ConversationsCache } from './conversations-cache';
import type { DealConversations } from './deal-chat-gate';

/**
 * What a member without Full Access may do in chat besides the socket (decision 107, 113):
 * list the conversations they buy in, and send files in them. Built apart from the chat
 * service, which the deals feature needs, so that it may ask the deals feature in turn.
 */
export function dealChatAccess({
  fullAccess,
  deals,
  conversations,
  findByUsername,
}: {
  fullAccess(userId: number): Promise<boolean>;
  findByUsername(username: string): Promise<{ id: number } | undefined>;
  deals: DealConversations;
  conversations: Pick<ConversationsCache, 'existing'>;
}) {
  return {
    /**
     * Refuses (403) a file for the conversation with `receiver` unless the member has Full
     * Access or buys in that conversation; never starts a conversation.
     */
    async assertMayUpload(userId: number, receiver: string): Promise<void> {
      if (await fullAccess(userId)) return;
      const other = await findByUsername(receiver);
      const dialogue = other && (await conversations.existing(userId, other.id));
      if (dialogue && (await deals.buyerIn(dialogue.id, userId))) return;
      throw forbidden(DEAL_MESSAGES.chatNeedsFullAccess);
    },

    /**
     * Whether a live frame of `dialogueId` may reach `userId`'s sockets: with Full Access, or
     * in a conversation they buy in (decision 116); the web no longer has to hide the others.
     */
    async mayReceive(userId: number, dialogueId: number): Promise<boolean> {
      return (await fullAccess(userId)) || deals.buyerIn(dialogueId, userId);
    },

    /**
     * The chat part of the user data of a member without Full Access: the conversations they
     * buy in and nothing of the others, which stay a Full Access feature.
     */
    async onlyDeals(userId: number, data: ChatUserData): Promise<ChatUserData> {
      return onlyConversations(data, new Set(await deals.dialoguesOf(userId)));
    },
  };
}

export type DealChatAccess = ReturnType<typeof dealChatAccess>;

import { isSubscriptionActive, type UserData } from '@partnerly/shared';

type ChatOwner = Pick<UserData, 'subscription' | 'dialogues'>;

/**
 * The conversations a member without Full Access may open: those they buy in, which are the
 * only ones the server lists to them (decisions 107, 113); undefined with Full Access (all).
 */
export function dealChatScope(user: ChatOwner): ReadonlySet<number> | undefined {
  if (isSubscriptionActive(user.subscription)) return undefined;
  return new Set(user.dialogues.map((dialogue) => dialogue.id));
}

/** Whether /chats opens for the member: with Full Access, or with a deal's conversation. */
export const chatsOpen = (user: ChatOwner) =>
  isSubscriptionActive(user.subscription) || user.dialogues.length > 0;

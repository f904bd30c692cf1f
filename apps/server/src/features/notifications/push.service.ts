import type { MessageEvent } from '../../events/event-map';
import type { Presence } from './presence';
import type { PushSender } from './push-sender';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import type { UnreadMessagesRepository } from './unread-messages.repository';

/** The push about one new message; the text is kept only until the job is done. */
export interface MessagePush {
  receiverId: number;
  messageId: number;
  dialogueId: number;
  sender: string;
  text: string;
}

const firstLineOf = (text: string) => {
  const line = text.split(/\r?\n/).find((part) => part.trim() !== '') ?? '';
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line;
};

export const messagePushOf = (event: MessageEvent): MessagePush => ({
  receiverId: event.receiver.id,
  messageId: event.message.id,
  dialogueId: event.message.dialogueId,
  sender: event.sender.username,
  text: event.message.text,
});

/**
 * Pushes a new message to the receiver's browsers when no socket of theirs is open
 * (issue 17): a click opens the conversation. Subscriptions the push service says are gone
 * are removed; a failure elsewhere makes the job retry (the tag keeps it one notification).
 */
export function pushService(
  subscriptions: PushSubscriptionsRepository,
  unread: Pick<UnreadMessagesRepository, 'stillUnread'>,
  presence: Pick<Presence, 'isOnline'>,
  sender: PushSender,
) {
  return {
    async pushMessage(push: MessagePush): Promise<void> {
      const targets = await subscriptions.of(push.receiverId);
      if (targets.length === 0) return;
      if (await presence.isOnline(push.receiverId)) return;
      if (!(await unread.stillUnread(push.receiverId, push.messageId))) return;
      const payload = {
        title: push.sender,
        body: firstLineOf(push.text),
        url: `/chats?with=${encodeURIComponent(push.sender)}`,
        tag: `dialogue-${push.dialogueId}`,
      };
      let failed = 0;
      for (const target of targets) {
        const outcome = await sender.send(target, payload);
        if (outcome === 'gone') await subscriptions.forget(target.endpoint);
        if (outcome === 'failed') failed += 1;
      }
      if (failed > 0) throw new Error(`${failed} of ${targets.length} pushes failed`);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;

import type { PushPayload } from '@partnerly/shared';
import type { MessageEvent } from '../../events/event-map';
import type { Presence } from './presence';
import type { PushSender } from './push-sender';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import type { UnreadMessages } from '../chat/unread-messages';

/** The push of one new message to one browser; the text is kept only until the job is done. */
export interface MessagePush {
  receiverId: number;
  /** The receiver's subscription this job pushes to (each browser has a job of its own). */
  subscriptionId: number;
  messageId: number;
  dialogueId: number;
  /** When the message was stored: a subscription made after it does not get it. */
  storedAt: string;
  sender: string;
  text: string;
}

const firstLineOf = (text: string) => {
  const line = text.split(/\r?\n/).find((part) => part.trim() !== '') ?? '';
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line;
};

/** A push about something other than a message (a deal step), to one browser. */
export interface NoticePush {
  userId: number;
  subscriptionId: number;
  notice: PushPayload;
}

export const messagePushOf = (event: MessageEvent, subscriptionId: number): MessagePush => ({
  receiverId: event.receiver.id,
  subscriptionId,
  messageId: event.message.id,
  dialogueId: event.message.dialogueId,
  storedAt: event.message.createdAt,
  sender: event.sender.username,
  text: event.message.text,
});

/**
 * Pushes a new message to one of the receiver's browsers when no socket of theirs is open
 * (issue 17): a click opens the conversation. One job per browser (issue 28), so a failing
 * push service retries alone and a working one gets each message once. Subscriptions the push
 * service says are gone, or that point somewhere we refuse to post, are removed.
 */
export function pushService({
  subscriptions,
  unread,
  presence,
  sender,
}: {
  subscriptions: PushSubscriptionsRepository;
  unread: Pick<UnreadMessages, 'stillUnread'>;
  presence: Pick<Presence, 'isOnline'>;
  sender: PushSender;
}) {
  return {
    async pushMessage(push: MessagePush): Promise<void> {
      const target = await subscriptions.find(push.receiverId, push.subscriptionId);
      if (!target || target.createdAt.getTime() > Date.parse(push.storedAt)) return;
      if (await presence.isOnline(push.receiverId)) return;
      if (!(await unread.stillUnread(push.receiverId, push.messageId))) return;
      const outcome = await sender.send(target, {
        title: push.sender,
        body: firstLineOf(push.text),
        url: `/chats?with=${encodeURIComponent(push.sender)}`,
        tag: `dialogue-${push.dialogueId}`,
      });
      if (outcome === 'gone' || outcome === 'refused') await subscriptions.forget(target.id);
      if (outcome === 'failed') throw new Error('the push service did not take the push');
    },

    /** Pushes a notice to one browser; unlike a message it goes whether or not a socket is open. */
    async pushNotice({ userId, subscriptionId, notice }: NoticePush): Promise<void> {
      const target = await subscriptions.find(userId, subscriptionId);
      if (!target) return;
      const outcome = await sender.send(target, notice);
      if (outcome === 'gone' || outcome === 'refused') await subscriptions.forget(target.id);
      if (outcome === 'failed') throw new Error('the push service did not take the push');
    },
  };
}

export type PushService = ReturnType<typeof pushService>;

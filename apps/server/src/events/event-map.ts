import type { Reactions } from '@partnerly/shared';

/**
 * Everything that happens in the domain that other parts react to, by name, with its payload
 * (docs/decisions/024). Payloads are plain JSON: they cross instances through Redis.
 */

import type { AttachmentData } from '@partnerly/shared';

/** A member of a conversation as the chat shows them. */
export interface ChatMember {
  id: number;
  username: string;
  pictureHash: string | null;
}

/** A stored chat message. */
export interface StoredMessage {
  id: number;
  dialogueId: number;
  senderId: number;
  clientId: string | null;
  text: string;
  /** ISO time. */
  createdAt: string;
  /** Removed by an admin: the text is empty. */
  removed: boolean;
  /** Asks, early in the conversation, to leave Partnerly: its receiver is warned. */
  offPlatform: boolean;
  /** Its files (issue 34), ready for the wire; absent when none. */
  attachments?: AttachmentData[];
  /** The sender's last edit (ISO time), null if never (issue 34). */
  editedAt: string | null;
  /** Deleted by its sender: both members see "Message deleted". */
  deleted: boolean;
}

/** An edited message with its reactions and the dialogue's members, each shown their copy. */
export interface MessageChange {
  message: StoredMessage;
  reactions: Reactions;
  members: { id: number; username: string }[];
}

/** A stored message with both members, as the chat events carry it. */
export interface MessageEvent {
  message: StoredMessage;
  sender: ChatMember;
  receiver: ChatMember;
  first: boolean;
}

/** A step of a deal (issue 32): what happened to an offer or an order. */
export type DealStep =
  | 'offer.received'
  | 'offer.countered'
  | 'offer.accepted'
  | 'offer.declined'
  | 'offer.withdrawn'
  | 'offer.expired'
  | 'order.delivered'
  | 'order.changes-requested'
  | 'order.approved'
  | 'order.auto-approved'
  /** Its posts did not verify: the delivery waits for the buyer (issue 47). */
  | 'order.approval-held'
  /** A verified post of its delivery is gone from the platform (issue 47). */
  | 'order.post-removed'
  | 'order.cancel-requested'
  | 'order.cancelled'
  | 'order.disputed'
  | 'order.resolved'
  | 'order.dispute-case'
  | 'order.dispute-withdrawn'
  | 'order.split-proposed'
  | 'order.settled'
  | 'order.paid'
  | 'order.payment-expired'
  | 'order.payment-moved';

/** A deal changed: both members hear its new state, `waiting` are told it is their turn. */
export interface DealChange {
  step: DealStep;
  /** The two members: their sockets get the new offer or order. */
  memberIds: number[];
  /** The members this step waits for (a push and an e-mail, unless they turned it off). */
  waiting: number[];
}

export interface EventMap {
  /** A message was stored; `first`: the dialogue's first message. */
  'message.stored': MessageEvent;
  /**
   * The sender's copy of a stored message: published once the push to the receiver is
   * recorded (or again for a resend), so a confirmed message is never pushed twice.
   */
  'message.confirmed': MessageEvent;
  /** An admin removed a reported message: both members' chats show it as removed. */
  'message.removed': { messageId: number; dialogueId: number; memberIds: number[] };
  /** A member read a conversation (on one of their devices). */
  'dialogue.read': { userId: number; dialogueId: number };
  /**
   * The other member read `userId`'s conversation up to message `upTo` at `at` (ISO time);
   * published only when both send read receipts (issue 34).
   */
  'dialogue.seen': { userId: number; dialogueId: number; upTo: number; at: string };
  /** `username` is typing to `userId`: a signal for their sockets only, never stored. */
  'chat.typing': { userId: number; username: string; dialogueId: number };
  /** The sender edited a message within its 15 minutes. */
  'message.edited': MessageChange;
  /** The sender deleted a message: both members' chats show "Message deleted". */
  'message.deleted': { messageId: number; dialogueId: number; memberIds: number[] };
  /** A member put, changed or took back a reaction: the message's reactions now. */
  'message.reacted': {
    messageId: number;
    dialogueId: number;
    memberIds: number[];
    reactions: Reactions;
  };
  /**
   * A user's sessions ended (password change or reset, deletion, suspension): every instance
   * stops honouring their access tokens and closes their sockets, except those of
   * `keepSession` (the session that ended the rest).
   */
  'sessions.ended': { userId: number; keepSession?: string };
  /**
   * A member's row changed (name, picture, suspension, deletion): every instance forgets what
   * it cached of them (issue 36).
   */
  'user.changed': { userId: number };
  /** A member blocked or unblocked a conversation: every instance forgets its cached state. */
  'dialogue.blocked': { memberIds: [number, number] };
  /** A member's browsers for web push changed: every instance forgets its cached list. */
  'push.subscriptions-changed': { userId: number };
  /**
   * A member's audience target changed: every instance forgets whether they have one (search
   * cards compute matches only for a viewer with a target, decision 139).
   */
  'audience-target.changed': { userId: number };
  /** An admin suspended the account: its sockets close at once (4005) on every instance. */
  'user.suspended': { userId: number };
  /** A user's plan changed: Full Access began or ended. */
  'subscription.changed': { userId: number; active: boolean };
  /** The member's password changed (from Settings or by a reset). */
  'account.password-changed': { userId: number };
  /** The member's e-mail address changed; the old address hears about it. */
  'account.email-changed': { userId: number; previousEmail: string };
  /** Stripe could not charge the card for the subscription. */
  'billing.payment-failed': { userId: number };
  /** The subscription was set to end (ISO time) and will not renew. */
  'billing.subscription-ending': { userId: number; endsAt: string };
  /** An admin accepted (with the follower count) or declined a manually added social. */
  'social.verified': {
    userId: number;
    platform: string;
    accepted: boolean;
    followers: number | null;
  };
  /** An offer was made, countered, answered, withdrawn or ran out. */
  'offer.changed': DealChange & { offerId: number };
  /** An order was made or moved on (deliver, approve, cancel, dispute, resolve, ...). */
  'order.changed': DealChange & { orderId: number };
  /**
   * A connected platform account stopped counting for the member: the platform refused its
   * token (`refused`: the member is asked to reconnect), or another member proved it theirs
   * through the platform's sign-in (`taken`).
   */
  'connection.lost': { userId: number; platform: string; reason: 'refused' | 'taken' };
  /** A member connected (or reconnected) a platform account through its sign-in. */
  'connection.made': { userId: number; platform: string };
  /** A delivered post verified earlier is no longer on its platform (issue 47). */
  'order.post-removed': { orderId: number; url: string; platform: string };
  /** A creator applied to a campaign: its owner hears in the next digest. */
  'campaign.applied': { campaignId: number; applicationId: number };
  /** The owner accepted or declined an application: its creator hears at once. */
  'application.decided': { applicationId: number; campaignId: number };
  /** The choice that filled the campaign: everyone still waiting hears they were not chosen. */
  'campaign.filled': { campaignId: number };
}

export type EventName = keyof EventMap;

/**
 * The members an event concerns, for the events that concern nobody else: they travel ahead of
 * the payload, and an instance holding none of their sockets drops the event from Redis
 * unread (event-bus.ts, decision 137). Unaddressed events reach every instance.
 *
 * The rule: an event is listed here only if every subscriber of it, in every module and on
 * every instance, does nothing but send frames to the sockets of these members (today the
 * chat's frames, chat.module.ts and chat-live.frames.ts, and the deals', deals.socket.ts).
 * A subscriber that forgets a cache, closes sockets or records anything needs the event on
 * every instance (`user.changed`, `sessions.ended`, `dialogue.blocked`, ...): whoever adds
 * such a subscriber to an event listed here takes the event out of this map, or the instances
 * holding none of the members never hear it. `addressed-events.test.ts` names the modules
 * allowed to subscribe to these events.
 */
export const EVENT_ADDRESSEES: {
  readonly [K in EventName]?: (payload: EventMap[K]) => readonly number[];
} = {
  'message.stored': ({ receiver }) => [receiver.id],
  'message.confirmed': ({ sender }) => [sender.id],
  'message.removed': ({ memberIds }) => memberIds,
  'dialogue.read': ({ userId }) => [userId],
  'dialogue.seen': ({ userId }) => [userId],
  'chat.typing': ({ userId }) => [userId],
  'message.edited': ({ members }) => members.map(({ id }) => id),
  'message.deleted': ({ memberIds }) => memberIds,
  'message.reacted': ({ memberIds }) => memberIds,
  'offer.changed': ({ memberIds }) => memberIds,
  'order.changed': ({ memberIds }) => memberIds,
};

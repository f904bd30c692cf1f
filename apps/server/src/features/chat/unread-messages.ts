/**
 * What the chat tells notifications about unread messages (decision 044): the port the unread
 * e-mail and push depend on. Chat decides what is unread for whom, once, for the in-app
 * counts and badge as well (unread-messages.repository.ts); notifications decide when to tell.
 */
export interface UnreadMessages {
  /**
   * Members with ids in [first, last] owed an unread-message e-mail: an unread message has
   * waited since before `awaySince`, they had no socket since then, their last such e-mail is
   * older, and they want it. `[id, id]` checks one member.
   */
  owed(window: UnreadWindow, members: [number, number]): Promise<number[]>;
  /** Every conversation with unread messages not named by an earlier e-mail, newest first. */
  conversations(userId: number, window: UnreadWindow): Promise<UnreadConversation[]>;
  /** Whether the message is still unread by `userId` (for a push about to go). */
  stillUnread(userId: number, messageId: number): Promise<boolean>;
}

/** One conversation in an unread-message e-mail. */
export interface UnreadConversation {
  sender: string;
  count: number;
  latestId: number;
  latestText: string;
}

export interface UnreadWindow {
  /** Messages older than this are no news any more and are never mailed about. */
  recentAfter: Date;
  /** A message unread since before this, its receiver away since before it, is mailed about. */
  awaySince: Date;
}

import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import type { UsersService } from '../users/users.service';
import type { MailLinks } from './mails/notification-mail';
import type { NotificationSettingsRepository } from './notification-settings.repository';
import type { UnreadMessages, UnreadWindow } from '../chat/unread-messages';

// The templates load at first use: react-email takes about a second to load, which every
// server start and test file paid before any mail was sent (decision 070).
const templates = () => import('./mails/unread-messages.mail');

/** Messages older than this are no news: a member back after a month gets no mail about them. */
const RECENT_DAYS = 7;

/**
 * The unread-message e-mail (issue 17; docs/decisions/029): once a message has waited unread
 * for the delay, and its receiver has had no socket for as long, one mail names every
 * conversation with unread messages since the previous mail; then none for another delay.
 */
export function unreadMailService({
  unread,
  settings,
  users,
  mailer,
  links,
  delaySeconds,
}: {
  unread: UnreadMessages;
  settings: NotificationSettingsRepository;
  users: Pick<UsersService, 'findById'>;
  mailer: Mailer;
  links: MailLinks;
  delaySeconds: number;
}) {
  const windowAt = (now: Date): UnreadWindow => ({
    recentAfter: new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60_000),
    awaySince: new Date(now.getTime() - delaySeconds * 1000),
  });

  return {
    /** The members with ids in [first, last] owed a mail now. */
    owed: (members: [number, number]) => unread.owed(windowAt(clockNow()), members),

    /**
     * Sends the user's mail if it is still owed (read meanwhile, back online, or mailed by
     * another run: nothing). A failure leaves everything as it was for the queue's retry.
     */
    async mailIfOwed(userId: number): Promise<boolean> {
      const now = clockNow();
      const window = windowAt(now);
      if ((await unread.owed(window, [userId, userId])).length === 0) return false;
      const [conversations, user] = await Promise.all([
        unread.conversations(userId, window),
        users.findById(userId),
      ]);
      if (!user || conversations.length === 0) return false;
      const mails = await templates();
      await mailer.send(await mails.unreadMessagesMail(user, conversations, links));
      const through = Math.max(...conversations.map((conversation) => conversation.latestId));
      await settings.markUnreadMailed(userId, through, now);
      return true;
    },
  };
}

export type UnreadMailService = ReturnType<typeof unreadMailService>;

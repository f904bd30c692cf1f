import type { JobQueue } from '../../lib/jobs/job-queue';
import type { AccountMail, AccountMailService } from './account-mail.service';
import type { NotificationJobs } from './notification-job-payloads';
import type { MessagePush, NoticePush, PushService } from './push.service';
import type { UnreadMailService } from './unread-mail.service';
import type { UsersService } from '../users/users.service';

/** How often to look for owed mails: a tenth of the delay, between a second and a minute. */
export const unreadSweepSeconds = (delaySeconds: number) =>
  Math.min(60, Math.max(1, Math.round(delaySeconds / 10)));

/** How many members one sweep batch looks at (one statement, a few milliseconds). */
export const UNREAD_SWEEP_BATCH = 200;

/**
 * The repeating sweep (one instance at a time): one mail job per user owed a mail, a keyset
 * batch of members at a time, so no statement scans every unread message (issue 36). The key
 * keeps a slow mail from being queued twice by the next sweep.
 */
export function unreadSweepJob(
  unreadMail: Pick<UnreadMailService, 'owed'>,
  jobs: Pick<JobQueue<NotificationJobs>, 'enqueueEachOnce'>,
  users: Pick<UsersService, 'idsAfter'>,
  batch = UNREAD_SWEEP_BATCH,
) {
  return async (): Promise<void> => {
    for (let after = 0; ;) {
      const ids = await users.idsAfter(after, batch);
      const last = ids.at(-1);
      if (last === undefined) return;
      const owed = await unreadMail.owed([ids[0] ?? last, last]);
      // One statement for the batch: each key's row is locked or written, and one commit
      // (one disk flush) for all costs far less than one for each owed member.
      await jobs.enqueueEachOnce(
        'notifications.unread-mail',
        owed.map((userId) => ({ payload: { userId }, key: `unread-mail:${userId}` })),
      );
      after = last;
    }
  };
}

/** Sends one user's unread-message mail, if still owed when it runs. */
export function unreadMailJob(unreadMail: Pick<UnreadMailService, 'mailIfOwed'>) {
  return async ({ userId }: { userId: number }): Promise<void> => {
    await unreadMail.mailIfOwed(userId);
  };
}

/** Sends one mail about the member's account. */
export function accountMailJob(mails: Pick<AccountMailService, 'send'>) {
  return (mail: AccountMail) => mails.send(mail);
}

/** Pushes one notice (a deal step) to one browser. */
export function pushNoticeJob(push: Pick<PushService, 'pushNotice'>) {
  return (payload: NoticePush) => push.pushNotice(payload);
}

/** Pushes one message to the receiver's browsers, if still news when it runs. */
export function pushMessageJob(push: Pick<PushService, 'pushMessage'>) {
  return (payload: MessagePush) => push.pushMessage(payload);
}

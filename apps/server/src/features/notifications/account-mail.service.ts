import type { Tx } from '../../db/transaction';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Mailer } from '../../lib/mailer';
import { maskEmail } from '../auth/password-reset.service';
import type { UsersService } from '../users/users.service';
import type { MailLinks } from './mails/notification-mail';
import type { NotificationSettingsRepository } from './notification-settings.repository';

// The templates load at first use: react-email takes about a second to load, which every
// server start and test file paid before any mail was sent (decision 070).
const templates = async () => ({
  ...(await import('./mails/billing.mail')),
  ...(await import('./mails/connection-lost.mail')),
  ...(await import('./mails/security.mail')),
  ...(await import('./mails/social-verified.mail')),
});

/** One mail about the member's account, as queued (times as ISO strings). */
export type AccountMail =
  | {
      kind: 'social';
      userId: number;
      platform: string;
      accepted: boolean;
      followers: number | null;
    }
  | { kind: 'password-changed'; userId: number; at: string }
  | { kind: 'email-changed'; userId: number; previousEmail: string; at: string }
  | { kind: 'payment-failed'; userId: number }
  | { kind: 'subscription-ending'; userId: number; endsAt: string }
  | { kind: 'connection-lost'; userId: number; platform: string; reason: 'refused' | 'taken' };

export type AccountMailJobs = { 'notifications.account-mail': AccountMail };

/**
 * The mails people expect about their account (issue 17, item 4): each domain event becomes
 * a queued mail on the instance that published it, sent (and retried) by the job queue.
 * Verification mails can be turned off; security and billing notices cannot.
 */
export function accountMailService({
  users,
  settings,
  mailer,
  links,
  jobs,
}: {
  users: Pick<UsersService, 'findById'>;
  settings: Pick<NotificationSettingsRepository, 'choicesOf'>;
  mailer: Mailer;
  links: MailLinks;
  jobs: Pick<JobQueue<AccountMailJobs>, 'enqueue'>;
}) {
  return {
    /**
     * Queues a mail in the writer's transaction (the events it follows are wired in
     * notifications.module.ts): a changed password always has its notice.
     */
    async queue(mail: AccountMail, tx: Tx): Promise<void> {
      await jobs.enqueue('notifications.account-mail', mail, { tx });
    },

    async send(mail: AccountMail): Promise<void> {
      const user = await users.findById(mail.userId);
      if (!user) return;
      const mails = await templates();
      switch (mail.kind) {
        case 'social':
          if (!(await settings.choicesOf(user.id)).emailVerification) return;
          return mailer.send(await mails.socialVerifiedMail(user, mail, links));
        case 'password-changed':
          return mailer.send(
            await mails.passwordChangedMail(user, new Date(mail.at), links.publicUrl),
          );
        case 'email-changed':
          return mailer.send(
            await mails.emailChangedMail(
              user,
              mail.previousEmail,
              maskEmail(user.email),
              new Date(mail.at),
              links.publicUrl,
            ),
          );
        case 'payment-failed':
          return mailer.send(await mails.paymentFailedMail(user, links.publicUrl));
        case 'subscription-ending':
          return mailer.send(
            await mails.subscriptionEndingMail(user, new Date(mail.endsAt), links.publicUrl),
          );
        case 'connection-lost':
          return mailer.send(await mails.connectionLostMail(user, mail, links.publicUrl));
      }
    },
  };
}

export type AccountMailService = ReturnType<typeof accountMailService>;

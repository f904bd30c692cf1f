import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import { maskEmail } from '../auth/password-reset.service';
import type { UsersService } from '../users/users.service';
import { paymentFailedMail, subscriptionEndingMail } from './mails/billing.mail';
import type { MailLinks } from './mails/notification-mail';
import { emailChangedMail, passwordChangedMail } from './mails/security.mail';
import { socialVerifiedMail } from './mails/social-verified.mail';
import type { NotificationSettingsRepository } from './notification-settings.repository';

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
  | { kind: 'subscription-ending'; userId: number; endsAt: string };

export type AccountMailJobs = { 'notifications.account-mail': AccountMail };

/**
 * The mails people expect about their account (issue 17, item 4): each domain event becomes
 * a queued mail on the instance that published it, sent (and retried) by the job queue.
 * Verification mails can be turned off; security and billing notices cannot.
 */
export function accountMailService(
  users: Pick<UsersService, 'findById'>,
  settings: Pick<NotificationSettingsRepository, 'choicesOf'>,
  mailer: Mailer,
  links: MailLinks,
  events: EventBus,
  jobs: Pick<JobQueue<AccountMailJobs>, 'enqueue'>,
) {
  const queue = async (mail: AccountMail) => {
    await jobs.enqueue('notifications.account-mail', mail);
  };
  events.subscribeOrigin('social.verified', (event) => queue({ kind: 'social', ...event }));
  events.subscribeOrigin('account.password-changed', ({ userId }) =>
    queue({ kind: 'password-changed', userId, at: clockNow().toISOString() }),
  );
  events.subscribeOrigin('account.email-changed', ({ userId, previousEmail }) =>
    queue({ kind: 'email-changed', userId, previousEmail, at: clockNow().toISOString() }),
  );
  events.subscribeOrigin('billing.payment-failed', ({ userId }) =>
    queue({ kind: 'payment-failed', userId }),
  );
  events.subscribeOrigin('billing.subscription-ending', ({ userId, endsAt }) =>
    queue({ kind: 'subscription-ending', userId, endsAt }),
  );

  return {
    async send(mail: AccountMail): Promise<void> {
      const user = await users.findById(mail.userId);
      if (!user) return;
      switch (mail.kind) {
        case 'social':
          if (!(await settings.choicesOf(user.id)).emailVerification) return;
          return mailer.send(await socialVerifiedMail(user, mail, links));
        case 'password-changed':
          return mailer.send(await passwordChangedMail(user, new Date(mail.at), links.publicUrl));
        case 'email-changed':
          return mailer.send(
            await emailChangedMail(
              user,
              mail.previousEmail,
              maskEmail(user.email),
              new Date(mail.at),
              links.publicUrl,
            ),
          );
        case 'payment-failed':
          return mailer.send(await paymentFailedMail(user, links.publicUrl));
        case 'subscription-ending':
          return mailer.send(
            await subscriptionEndingMail(user, new Date(mail.endsAt), links.publicUrl),
          );
      }
    },
  };
}

export type AccountMailService = ReturnType<typeof accountMailService>;

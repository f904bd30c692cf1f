import type { NotificationSettingsData, PushSubscriptionInput } from '@partnerly/shared';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { notFound } from '../../lib/errors';
import type { NotificationJobs } from './notifications.jobs';
import { presentNotificationSettings } from './notifications.presenter';
import type { NotificationSettingsRepository } from './notification-settings.repository';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { messagePushOf } from './push.service';
import type { MailKind, UnsubscribeTokens } from './unsubscribe-tokens';
import type { UsersService } from '../users/users.service';

const SETTING_OF_KIND = { unread: 'emailUnread', verification: 'emailVerification' } as const;

/** A member's notification choices, browsers and unsubscribe links (issue 17). */
export function notificationsService(
  settings: NotificationSettingsRepository,
  subscriptions: PushSubscriptionsRepository,
  tokens: UnsubscribeTokens,
  events: EventBus,
  jobs: Pick<JobQueue<NotificationJobs>, 'enqueueOnce'>,
  users: Pick<UsersService, 'findById'>,
) {
  /** The user and kind of a link whose account still exists; anything else is a 404. */
  async function ownerOf(token: string) {
    const owner = tokens.verify(token);
    if (!owner || !(await users.findById(owner.userId))) {
      throw notFound('This unsubscribe link is not valid.');
    }
    return owner;
  }

  // Heard where the message was stored; the key keeps a resend from queueing it twice.
  events.subscribeOrigin('message.stored', async (event) => {
    if (!(await subscriptions.any(event.receiver.id))) return;
    await jobs.enqueueOnce(
      'notifications.push-message',
      messagePushOf(event),
      `push-message:${event.message.id}`,
    );
  });

  return {
    async settingsOf(userId: number): Promise<NotificationSettingsData> {
      return presentNotificationSettings(await settings.choicesOf(userId));
    },

    async change(userId: number, input: Partial<NotificationSettingsData>) {
      await settings.change(userId, {
        ...(input.email_unread === undefined ? {} : { emailUnread: input.email_unread }),
        ...(input.email_verification === undefined
          ? {}
          : { emailVerification: input.email_verification }),
      });
      return this.settingsOf(userId);
    },

    /** Whether the user wants this kind of mail (checked when one is about to go). */
    async wants(userId: number, kind: MailKind): Promise<boolean> {
      return (await settings.choicesOf(userId))[SETTING_OF_KIND[kind]];
    },

    /** The unsubscribe link's POST: turns that kind off; a forged token is a 404. */
    async unsubscribe(token: string): Promise<MailKind> {
      const owner = await ownerOf(token);
      await settings.change(owner.userId, { [SETTING_OF_KIND[owner.kind]]: false });
      return owner.kind;
    },

    /** The kind a link turns off, for the page that asks to confirm; a forged one is a 404. */
    async kindOf(token: string): Promise<MailKind> {
      return (await ownerOf(token)).kind;
    },

    subscribe: (userId: number, input: PushSubscriptionInput) =>
      subscriptions.save(userId, { endpoint: input.endpoint, ...input.keys }),

    async unsubscribePush(userId: number, endpoint: string) {
      if (!(await subscriptions.remove(userId, endpoint))) throw notFound();
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

import type {
  NotificationSettingsData,
  PushPayload,
  PushSubscriptionInput,
} from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { MessageEvent } from '../../events/event-map';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { fieldError, notFound } from '../../lib/errors';
import type { NotificationJobs } from './notification-job-payloads';
import { presentNotificationSettings } from './notifications.presenter';
import {
  notificationSettingsRepository,
  type NotificationSettingsRepository,
} from './notification-settings.repository';
import type { PushEndpointPolicy } from './push-endpoints';
import type { CachedPushSubscriptions } from './push-subscriptions-cache';
import { messagePushOf } from './push.service';
import type { MailKind, UnsubscribeTokens } from './unsubscribe-tokens';
import type { UsersService } from '../users/users.service';

const SETTING_OF_KIND = {
  unread: 'emailUnread',
  verification: 'emailVerification',
  deals: 'dealUpdates',
  campaigns: 'campaignUpdates',
  'campaigns-weekly': 'campaignsWeekly',
} as const;

/** A member's notification choices, browsers and unsubscribe links (issue 17). */
export function notificationsService({
  settings,
  subscriptions,
  tokens,
  jobs,
  users,
  endpoints,
}: {
  settings: NotificationSettingsRepository;
  subscriptions: CachedPushSubscriptions;
  tokens: UnsubscribeTokens;
  jobs: Pick<JobQueue<NotificationJobs>, 'enqueue'>;
  users: Pick<UsersService, 'findById'>;
  endpoints: Pick<PushEndpointPolicy, 'problemWith'>;
}) {
  /** The user and kind of a link whose account still exists; anything else is a 404. */
  async function ownerOf(token: string) {
    const owner = tokens.verify(token);
    if (!owner || !(await users.findById(owner.userId))) {
      throw notFound('This unsubscribe link is not valid.');
    }
    return owner;
  }

  return {
    /**
     * Whether storing a message to these members would queue a push: whether one has a
     * browser. Asked before the write, from memory: the chat then stores a message for a member
     * without browsers in one statement, outside a transaction (decision 141).
     */
    async queuesPushesFor(memberIds: number[]): Promise<boolean> {
      for (const id of memberIds) if ((await subscriptions.idsOf(id)).length > 0) return true;
      return false;
    },

    /** In the transaction that stores a message: a push job per browser the receiver has now. */
    async queuePushes(event: MessageEvent, tx: Tx): Promise<void> {
      for (const id of await subscriptions.idsOf(event.receiver.id, tx)) {
        await jobs.enqueue('notifications.push-message', messagePushOf(event, id), { tx });
      }
    },

    /**
     * In the writer's transaction: a push job per browser of the member, when they want
     * this kind of news (deal updates: issue 32).
     */
    async queueNotice(userId: number, kind: MailKind, notice: PushPayload, tx: Tx) {
      if (!(await this.wants(userId, kind, tx))) return;
      for (const subscriptionId of await subscriptions.idsOf(userId, tx)) {
        await jobs.enqueue('notifications.push-notice', { userId, subscriptionId, notice }, { tx });
      }
    },

    async settingsOf(userId: number): Promise<NotificationSettingsData> {
      return presentNotificationSettings(await settings.choicesOf(userId));
    },

    async change(userId: number, input: Partial<NotificationSettingsData>) {
      await settings.change(userId, {
        ...(input.email_unread === undefined ? {} : { emailUnread: input.email_unread }),
        ...(input.email_verification === undefined
          ? {}
          : { emailVerification: input.email_verification }),
        ...(input.deal_updates === undefined ? {} : { dealUpdates: input.deal_updates }),
        ...(input.read_receipts === undefined ? {} : { readReceipts: input.read_receipts }),
        ...(input.campaign_updates === undefined
          ? {}
          : { campaignUpdates: input.campaign_updates }),
        ...(input.campaigns_weekly === undefined
          ? {}
          : { campaignsWeekly: input.campaigns_weekly }),
      });
      return this.settingsOf(userId);
    },

    /**
     * Whether the user wants this kind of mail (checked when one is about to go); read in the
     * writer's transaction `tx` when one is open (PGlite has one connection, which it holds).
     */
    async wants(userId: number, kind: MailKind, tx?: Tx): Promise<boolean> {
      const choices = tx ? notificationSettingsRepository(tx) : settings;
      return (await choices.choicesOf(userId))[SETTING_OF_KIND[kind]];
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

    /**
     * Registers this browser for pushes: only a push service's address, and never one another
     * member registered (a subscription does not move between accounts).
     */
    async subscribe(userId: number, input: PushSubscriptionInput) {
      const problem = endpoints.problemWith(input.endpoint);
      if (problem) throw fieldError('endpoint', problem);
      if (!(await subscriptions.save(userId, { endpoint: input.endpoint, ...input.keys }))) {
        throw fieldError('endpoint', 'This browser is registered to another account.');
      }
    },

    /**
     * This browser stops getting the member's pushes. The same answer whether or not the
     * subscription was still there, so the answer tells nothing of what its address did.
     */
    unsubscribePush: (userId: number, endpoint: string) => subscriptions.remove(userId, endpoint),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

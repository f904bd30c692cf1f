import type { AccountMailJobs } from './account-mail.service';
import type { MessagePush, NoticePush } from './push.service';

/**
 * The notifications' jobs by name, with their payloads (docs/decisions/014): what the services
 * queue and notifications.job.ts runs both import from here (decision 114).
 */
export type NotificationJobs = AccountMailJobs & {
  'notifications.unread-sweep': Record<string, never>;
  'notifications.unread-mail': { userId: number };
  'notifications.push-message': MessagePush;
  'notifications.push-notice': NoticePush;
};

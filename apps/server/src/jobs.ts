import type { Config } from './config';
import type { JobHandlers } from './lib/jobs/job-queue';
import type { Services } from './services';
import type { CodeJobs } from './features/auth/codes.service';
import { codeMailJob } from './features/auth/code-mail.job';
import {
  AUTH_PRUNE_EVERY_SECONDS,
  authPruneJob,
  type AuthPruneJobs,
} from './features/auth/auth-prune.job';
import { reportAlertJob } from './features/reports/report-alert.job';
import type { ReportJobs } from './features/reports/reports.service';
import {
  REPLY_TIMES_EVERY_SECONDS,
  replyTimesJob,
  type ReplyTimeJobs,
} from './features/chat/reply-times.job';

import {
  accountMailJob,
  pushMessageJob,
  unreadMailJob,
  unreadSweepJob,
  unreadSweepSeconds,
  type NotificationJobs,
} from './features/notifications/notifications.jobs';

import {
  ANALYTICS_AGGREGATE_EVERY_SECONDS,
  analyticsAggregateJob,
  type AnalyticsJobs,
} from './features/analytics/analytics.job';

/** Every job the app runs, by name, with its payload type (docs/decisions/014). */
export type AppJobs = CodeJobs &
  AuthPruneJobs &
  ReportJobs &
  ReplyTimeJobs &
  NotificationJobs &
  AnalyticsJobs;

/** The app's job handlers, given to the worker when the app is ready. */
export function appJobHandlers(services: Services, config: Config): JobHandlers<AppJobs> {
  return {
    'auth.code-mail': codeMailJob(services.codes, services.mailer),
    'auth.prune': authPruneJob(services.sessions, services.codes),
    'chat.reply-times': replyTimesJob(services.chat, services.users),
    'analytics.aggregate': analyticsAggregateJob(services.analytics),
    'notifications.unread-sweep': unreadSweepJob(services.unreadMail, services.jobs),
    'notifications.unread-mail': unreadMailJob(services.unreadMail),
    'notifications.push-message': pushMessageJob(services.push),
    'notifications.account-mail': accountMailJob(services.accountMails),
    'reports.admin-alert': reportAlertJob(
      services.reportsAdmin,
      services.mailer,
      `${config.publicUrl}/manage/admin`,
    ),
  };
}

/** Registers the jobs that repeat on a timer, before the worker starts. */
export function scheduleAppJobs(jobs: Services['jobs'], config: Config): void {
  jobs.repeat('auth.prune', {}, AUTH_PRUNE_EVERY_SECONDS);
  jobs.repeat('chat.reply-times', {}, REPLY_TIMES_EVERY_SECONDS);
  jobs.repeat('analytics.aggregate', {}, ANALYTICS_AGGREGATE_EVERY_SECONDS);
  jobs.repeat('notifications.unread-sweep', {}, unreadSweepSeconds(config.unreadEmailDelaySeconds));
}

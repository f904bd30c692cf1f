import type { JobHandlers } from './lib/jobs/job-queue';
import type { Services } from './services';
import type { CodeJobs } from './features/auth/codes.service';
import type { AuthPruneJobs } from './features/auth/auth-prune.job';
import type { ReportJobs } from './features/reports/reports.service';
import type { ReplyTimeJobs } from './features/chat/reply-times.job';
import type { NotificationJobs } from './features/notifications/notifications.jobs';
import type { AnalyticsJobs } from './features/analytics/analytics.job';
import type { DealJobs } from './features/deals/deals.jobs';
import {
  ModuleError,
  type FeatureModule,
  type ModuleContext,
  type JobDeclaration,
} from './modules/feature-module';

/** Every job the app runs, by name, with its payload type (docs/decisions/014). */
export type AppJobs = CodeJobs &
  AuthPruneJobs &
  ReportJobs &
  ReplyTimeJobs &
  NotificationJobs &
  AnalyticsJobs &
  DealJobs;

/** Every job the modules declare, by name. */
function declaredJobs(modules: readonly FeatureModule[]): Map<string, JobDeclaration> {
  return new Map(modules.flatMap((module) => Object.entries(module.jobs ?? {})));
}

/**
 * The handlers the worker runs, one per job of AppJobs: a job the type names that no module
 * runs, or one a module runs that the type does not name, stops the start with its name.
 */
export function appJobHandlers(
  modules: readonly FeatureModule[],
  context: ModuleContext,
  expected: readonly (keyof AppJobs & string)[],
): JobHandlers<AppJobs> {
  const declared = declaredJobs(modules);
  for (const name of expected) {
    if (!declared.has(name)) throw new ModuleError(`no module runs job "${name}"`);
  }
  for (const name of declared.keys()) {
    if (!(expected as readonly string[]).includes(name)) {
      throw new ModuleError(`job "${name}" is not in AppJobs (jobs.ts)`);
    }
  }
  return Object.fromEntries(
    [...declared].map(([name, job]) => [name, job.run(context)]),
  ) as JobHandlers<AppJobs>;
}

/** Registers the jobs that repeat on a timer, before the worker starts. */
export function scheduleAppJobs(
  modules: readonly FeatureModule[],
  jobs: Pick<Services['jobs'], 'repeat'>,
  context: ModuleContext,
): void {
  for (const [name, job] of declaredJobs(modules)) {
    if (job.every) jobs.repeat(name as keyof AppJobs & string, {}, job.every(context.config));
  }
}

/** The names of AppJobs, listed once so the start can check them against the modules. */
export const APP_JOB_NAMES = [
  'auth.code-mail',
  'auth.prune',
  'chat.reply-times',
  'analytics.aggregate',
  'notifications.unread-sweep',
  'notifications.unread-mail',
  'notifications.push-message',
  'notifications.push-notice',
  'notifications.account-mail',
  'reports.admin-alert',
  'deals.offer-expiry',
  'deals.auto-approval',
  'deals.reminder',
  'deals.mail',
] as const satisfies readonly (keyof AppJobs)[];

// Every name of AppJobs is listed above (a name missing there fails to compile here).
type Unlisted = Exclude<keyof AppJobs, (typeof APP_JOB_NAMES)[number]>;
const everyJobListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyJobListed;

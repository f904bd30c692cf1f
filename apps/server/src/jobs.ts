import type { JobHandlers } from './lib/jobs/job-queue';
import type { Services } from './services';
import type { CodeJobs } from './features/auth/codes.service';
import { codeMailJob } from './features/auth/code-mail.job';

/** Every job the app runs, by name, with its payload type (docs/decisions/014). */
export type AppJobs = CodeJobs;

/** The app's job handlers, given to the worker when the app is ready. */
export function appJobHandlers(services: Services): JobHandlers<AppJobs> {
  return {
    'auth.code-mail': codeMailJob(services.codes, services.mailer),
  };
}

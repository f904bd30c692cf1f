import type { FeatureModule } from '../../modules/feature-module';
import { reportAlertJob } from './report-alert.job';
import { reportsAdminRoutes } from './reports.admin-routes';
import { reportsRepository, type ReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { reportsService, type ReportJobs, type ReportsService } from './reports.service';
import { suspensionsService, type SuspensionsService } from './suspensions.service';

declare module '../../modules/registry' {
  interface Services {
    reports: ReportsService;
    suspensions: SuspensionsService;
    /** The admin Reports tab reads and closes reports directly. */
    reportsAdmin: ReportsRepository;
  }
  interface AppJobs extends ReportJobs {}
}

export const reportsModule: FeatureModule = {
  name: 'reports',
  services: {
    reportsAdmin: ({ db }) => reportsRepository(db),
    reports: ({ db, limiter, jobs }) => reportsService({ db, limits: limiter, jobs }),
    suspensions: ({ users, sessions, reportsAdmin, events }) =>
      suspensionsService({ accounts: users, sessions, reports: reportsAdmin, events }),
  },
  publishes: ['user.suspended'],
  routes: () => [reportsRoutes, reportsAdminRoutes],
  jobs: {
    'reports.admin-alert': {
      run: ({ reportsAdmin, mailer, config }) =>
        reportAlertJob(reportsAdmin, mailer, `${config.publicUrl}/manage/admin`),
    },
  },
  queues: ['reports.admin-alert'],
};

import { withServices, type FeatureModule } from '../../modules/feature-module';
import { reportActions, type ReportActions } from './report-actions';
import { reportAlertJob } from './report-alert.job';
import { reportsAdminRoutes } from './reports.admin-routes';
import { reportsRepository, type ReportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import type { ReportJobs } from './report-job-payloads';
import { reportsService, type ReportsService } from './reports.service';
import { suspensionsService, type SuspensionsService } from './suspensions.service';

declare module '../../modules/registry' {
  interface Services {
    reports: ReportsService;
    suspensions: SuspensionsService;
    /** The admin Reports tab reads and closes reports directly. */
    reportsAdmin: ReportsRepository;
    /** The admin's decisions on reports, each with its audit line in one transaction. */
    reportActions: ReportActions;
  }
  interface AppJobs extends ReportJobs {}
}

export const reportsModule: FeatureModule = {
  name: 'reports',
  services: {
    reportsAdmin: ({ db }) => reportsRepository(db),
    reportActions: ({ db, audit, ads, campaignsAdmin, chat }) =>
      reportActions({ db, audit, removers: { ads, campaigns: campaignsAdmin, chat } }),
    reports: ({ db, limiter, jobs }) => reportsService({ db, limits: limiter, jobs }),
    suspensions: ({ db, users, sessions, audit, events }) =>
      suspensionsService({ db, accounts: users, sessions, audit, events }),
  },
  publishes: ['user.suspended'],
  routes: (services) => [
    withServices(reportsRoutes, services),
    withServices(reportsAdminRoutes, services),
  ],
  jobs: {
    'reports.admin-alert': {
      run: ({ reportsAdmin, mailer, config }) =>
        reportAlertJob(reportsAdmin, mailer, `${config.publicUrl}/manage/admin`),
    },
  },
  queues: ['reports.admin-alert'],
};

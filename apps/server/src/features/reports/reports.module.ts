import type { FeatureModule } from '../../modules/feature-module';
import { reportAlertJob } from './report-alert.job';
import { reportsAdminRoutes } from './reports.admin-routes';
import { reportsRoutes } from './reports.routes';

export const reportsModule: FeatureModule = {
  name: 'reports',
  routes: () => [reportsRoutes, reportsAdminRoutes],
  jobs: {
    'reports.admin-alert': {
      run: ({ services, config }) =>
        reportAlertJob(services.reportsAdmin, services.mailer, `${config.publicUrl}/manage/admin`),
    },
  },
  queues: ['reports.admin-alert'],
};

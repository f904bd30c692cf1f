import type { FeatureModule } from '../../modules/feature-module';
import { AUTH_PRUNE_EVERY_SECONDS, authPruneJob } from './auth-prune.job';
import { authRoutes } from './auth.routes';
import { codeMailJob } from './code-mail.job';
import { passwordResetRoutes } from './password-reset.routes';
import { twoFactorRoutes } from './two-factor.routes';

export const authModule: FeatureModule = {
  name: 'auth',
  routes: () => [authRoutes, passwordResetRoutes, twoFactorRoutes],
  jobs: {
    'auth.code-mail': { run: ({ services }) => codeMailJob(services.codes, services.mailer) },
    'auth.prune': {
      run: ({ services }) => authPruneJob(services.sessions, services.codes),
      every: () => AUTH_PRUNE_EVERY_SECONDS,
    },
  },
  queues: ['auth.code-mail'],
};

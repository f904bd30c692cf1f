import { SOCKET_CLOSE } from '@partnerly/shared';
import { secretBox } from '../../lib/secret-box';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { AuthJobs } from './auth-job-payloads';
import { AUTH_PRUNE_EVERY_SECONDS, authPruneJob } from './auth-prune.job';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';
import { codeMailJob } from './code-mail.job';
import { codesService, type CodesService } from './codes.service';
import { googleService } from './google.service';
import { loginLimits, type LoginLimits } from './login-limits';
import { passwordResetRoutes } from './password-reset.routes';
import { passwordResetService } from './password-reset.service';
import { sessionVersions, type SessionVersions } from './session-versions';
import { sessionsService, type SessionsService } from './sessions.service';
import { socketAdmission } from './socket-admission';
import { twoFactorRepository } from './two-factor.repository';
import { twoFactorRoutes } from './two-factor.routes';
import { twoFactorService, type TwoFactorService } from './two-factor.service';

declare module '../../modules/registry' {
  interface Services {
    sessionVersions: SessionVersions;
    sessions: SessionsService;
    codes: CodesService;
    twoFactor: TwoFactorService;
    auth: ReturnType<typeof authService>;
    google: ReturnType<typeof googleService>;
    loginLimits: LoginLimits;
    passwordReset: ReturnType<typeof passwordResetService>;
  }
  interface AppJobs extends AuthJobs {}
}

export const authModule: FeatureModule = {
  name: 'auth',
  services: {
    sessionVersions,
    sessions: sessionsService,
    codes: ({ db, jobs, config }) => codesService({ db, jobs, secret: config.jwtSecret }),
    twoFactor: ({ db, config }) =>
      twoFactorService({
        repository: twoFactorRepository(db),
        box: secretBox(config.twoFactorKey, 'two-factor secrets'),
      }),
    auth: authService,
    google: ({ config, users, sessions }) =>
      googleService({ config: config.google, users, sessions }),
    loginLimits: ({ redis }) => loginLimits(redis),
    passwordReset: passwordResetService,
  },
  publishes: ['account.password-changed', 'sessions.ended'],
  routes: (services) => [
    withServices(authRoutes, services),
    withServices(passwordResetRoutes, services),
    withServices(twoFactorRoutes, services),
  ],
  jobs: {
    'auth.code-mail': { run: ({ codes, mailer }) => codeMailJob(codes, mailer) },
    'auth.prune': {
      run: ({ sessions, codes }) => authPruneJob(sessions, codes),
      every: () => AUTH_PRUNE_EVERY_SECONDS,
    },
  },
  queues: ['auth.code-mail'],
  subscribers: {
    // Ending a user's sessions closes every socket but those of the session that asked for it
    // (a password change keeps its own), on every instance, and drops the cached version.
    'sessions.ended':
      ({ hub, sessionVersions }) =>
      ({ userId, keepSession }) => {
        sessionVersions.forget(userId);
        hub.close(userId, SOCKET_CLOSE.unauthorized, 'Session ended', keepSession);
      },
    // A socket's chat reads the plan once (chat/deal-chat-gate.ts): a change of plan either way
    // closes it as a token change would, and the client reconnects under the new plan.
    'subscription.changed':
      ({ hub }) =>
      ({ userId }) =>
        hub.close(userId, SOCKET_CLOSE.unauthorized, 'Plan changed'),
    'user.suspended':
      ({ hub }) =>
      ({ userId }) =>
        hub.close(userId, SOCKET_CLOSE.suspended, 'Account suspended'),
  },
  socket: socketAdmission,
};

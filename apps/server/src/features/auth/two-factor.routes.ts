import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  TWO_FACTOR_MESSAGES,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
} from '@partnerly/shared';
import { perIp } from '../../lib/rate-limits';
import { HOUR_MS, perMember } from '../../lib/route-budgets';

// Requests per address, as for login; wrong codes and passwords also count against the
// account's sign-in limits (loginLimits.attempt).
const CODE_ATTEMPTS = perIp(25, 5 * 60_000);

/** Turning two-factor sign-in on (set-up, then a code) and off (password and code). */
export const twoFactorRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'twoFactor' | 'loginLimits'>
> = async (app, { twoFactor, loginLimits }) => {
  const signedIn = { preValidation: app.authenticate };

  const settingUp = { ...signedIn, config: perMember('two-factor-setup', 30, HOUR_MS) };
  app.post('/api/2fa/setup/', settingUp, async (request) => twoFactor.setup(request.user));

  app.post(
    '/api/2fa/enable/',
    { ...signedIn, schema: { body: enableTwoFactorSchema }, config: CODE_ATTEMPTS },
    async (request) =>
      loginLimits.attempt(request.user.username, request.ip, () =>
        twoFactor.enable(request.user, request.body.code),
      ),
  );

  app.post(
    '/api/2fa/disable/',
    { ...signedIn, schema: { body: disableTwoFactorSchema }, config: CODE_ATTEMPTS },
    async (request) => {
      await loginLimits.attempt(request.user.username, request.ip, () =>
        twoFactor.disable(request.user, request.body.password, request.body.code),
      );
      return { detail: TWO_FACTOR_MESSAGES.turnedOff };
    },
  );
};

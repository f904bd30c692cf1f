import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_MESSAGES,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
} from '@partnerly/shared';
import { perIp } from '../../lib/rate-limit';

// Codes are six digits: the confirming and turning-off forms are limited like login.
const CODE_ATTEMPTS = perIp(25, 5 * 60_000);

/** Turning two-factor sign-in on (set-up, then a code) and off (password and code). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;
  const signedIn = { preHandler: app.authenticate };

  app.post('/api/2fa/setup/', signedIn, async (request) => twoFactor.setup(request.user));

  app.post(
    '/api/2fa/enable/',
    { ...signedIn, schema: { body: enableTwoFactorSchema }, config: CODE_ATTEMPTS },
    async (request) => twoFactor.enable(request.user, request.body.code),
  );

  app.post(
    '/api/2fa/disable/',
    { ...signedIn, schema: { body: disableTwoFactorSchema }, config: CODE_ATTEMPTS },
    async (request) => {
      await twoFactor.disable(request.user, request.body.password, request.body.code);
      return { detail: TWO_FACTOR_MESSAGES.turnedOff };
    },
  );
};

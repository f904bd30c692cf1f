import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPasswordSchema } from '@partnerly/shared';
import { perIp } from '../../lib/rate-limits';

/** POST /api/reset-password/: lookup, send code, check code, set password. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reset-password/',
    { schema: { body: resetPasswordSchema }, config: perIp(30, 15 * 60_000) },
    async (request) => app.services.passwordReset.run(request.body),
  );
};

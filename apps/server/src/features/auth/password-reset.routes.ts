import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { resetPasswordSchema } from '@partnerly/shared';
import { perIp } from '../../lib/rate-limits';

/** POST /api/reset-password/: lookup, send code, check code, set password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<Pick<Services, 'passwordReset'>> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/api/reset-password/',
    { schema: { body: resetPasswordSchema }, config: perIp(30, 15 * 60_000) },
    async (request) => passwordReset.run(request.body),
  );
};

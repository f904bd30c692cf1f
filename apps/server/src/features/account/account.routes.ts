import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  onboardingMarkSchema,
  updateEmailSchema,
  updatePasswordSchema,
  updateUsernameSchema,
} from '@partnerly/shared';
import { LARGE_ANSWER_COMPRESSION } from '../../lib/compression';
import { perIp } from '../../lib/rate-limits';
import { HOUR_MS, perMember } from '../../lib/route-budgets';

const EXPORT_LIMIT = perIp(10, 60 * 60_000);

/** The signed-in user's account settings (docs/SPEC.md section 2, /settings Account tab). */
export const accountRoutes: FastifyPluginAsyncZod<Pick<Services, 'account'>> = async (
  app,
  { account },
) => {
  const auth = { preValidation: app.authenticate };
  // Changes of the member's own account: far beyond anyone's settings page, not a loop.
  const accountChanges = perMember('account', 60, HOUR_MS);

  app.get('/api/UserData/', { ...auth, compress: LARGE_ANSWER_COMPRESSION }, async (request) =>
    account.userData(request.user),
  );

  // A file to keep: the browser saves it rather than showing it.
  app.get('/api/export/', { ...auth, config: EXPORT_LIMIT }, async (request, reply) => {
    const data = await account.export(request.user);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header(
        'Content-Disposition',
        `attachment; filename="partnerly-${request.user.username}-${day}.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  // The checklist lives on /profile, which only Full Access opens.
  app.post(
    '/api/onboarding/',
    {
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { body: onboardingMarkSchema },
      config: accountChanges,
    },
    async (request) => account.markOnboarding(request.user, request.body.step),
  );

  app.put(
    '/api/update-user/',
    { ...auth, schema: { body: updateUsernameSchema }, config: accountChanges },
    async (request) => account.changeUsername(request.user, request.body.username),
  );

  app.put(
    '/api/update-email/',
    { ...auth, schema: { body: updateEmailSchema }, config: perIp(20, 15 * 60_000) },
    async (request, reply) => {
      const outcome = await account.changeEmail(
        request.user,
        request.body.email,
        request.body.code,
      );
      if (outcome === 'changed') return reply.status(201).send({ email: request.body.email });
      if (outcome === 'code-sent') return reply.status(208).send({ detail: 'code already sent' });
      return { detail: 'code needed' };
    },
  );

  app.put(
    '/api/update-password/',
    { ...auth, schema: { body: updatePasswordSchema }, config: perIp(20, 15 * 60_000) },
    async (request) =>
      account.changePassword(
        request.user,
        request.body.old_password,
        request.body.new_password,
        request.sessionId,
      ),
  );

  app.delete('/api/delete-user/', { ...auth, config: accountChanges }, async (request) => {
    await account.deleteAccount(request.user);
    return { detail: 'Account deleted.' };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  PACKAGE_MESSAGES,
  packageIdSchema,
  packageOrderSchema,
  packageSchema,
  packageUpdateSchema,
} from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, perMember } from '../../lib/route-budgets';

/** api/packages/: a Full Access creator's packages, like the other profile items. */
export const packagesRoutes: FastifyPluginAsyncZod<Pick<Services, 'packages'>> = async (
  app,
  { packages },
) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const editing = { ...fullAccess, config: perMember('packages', EDITS_PER_HOUR, HOUR_MS) };

  app.get('/api/packages/', fullAccess, async (request) => packages.list(request.user.id));

  app.post(
    '/api/packages/',
    { ...editing, schema: { body: packageSchema } },
    async (request, reply) =>
      reply.code(201).send(await packages.add(request.user.id, request.body)),
  );

  app.put(
    '/api/packages/',
    { ...editing, schema: { body: packageUpdateSchema } },
    async (request) => {
      const { packageId, ...input } = request.body;
      return packages.update(request.user.id, packageId, input);
    },
  );

  app.put(
    '/api/packages/order/',
    { ...editing, schema: { body: packageOrderSchema } },
    async (request) => packages.reorder(request.user.id, request.body.ids),
  );

  app.delete(
    '/api/packages/',
    { ...editing, schema: { body: packageIdSchema } },
    async (request) => {
      await packages.delete(request.user.id, request.body.packageId);
      return { detail: PACKAGE_MESSAGES.deleted };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PACKAGE_MESSAGES,
  packageIdSchema,
  packageOrderSchema,
  packageSchema,
  packageUpdateSchema,
} from '@partnerly/shared';
import { parseBody } from '../../lib/validation';

/** api/packages/: a Full Access creator's packages, like the other profile items. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages } = app.services;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };

  app.get('/api/packages/', fullAccess, async (request) => packages.list(request.user.id));

  app.post('/api/packages/', fullAccess, async (request, reply) => {
    const input = parseBody(packageSchema, request.body);
    return reply.code(201).send(await packages.add(request.user.id, input));
  });

  app.put('/api/packages/', fullAccess, async (request) => {
    const { packageId, ...input } = parseBody(packageUpdateSchema, request.body);
    return packages.update(request.user.id, packageId, input);
  });

  app.put('/api/packages/order/', fullAccess, async (request) => {
    const { ids } = parseBody(packageOrderSchema, request.body);
    return packages.reorder(request.user.id, ids);
  });

  app.delete('/api/packages/', fullAccess, async (request) => {
    const { packageId } = parseBody(packageIdSchema, request.body);
    await packages.delete(request.user.id, packageId);
    return { detail: PACKAGE_MESSAGES.deleted };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { z } from 'zod';
import {
  LIMITS,
  LIST_MESSAGES,
  idParamSchema,
  listItemSchema,
  listNameSchema,
  listNoteSchema,
  requiredText,
} from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, perMember } from '../../lib/route-budgets';

const itemParamSchema = idParamSchema.extend({ username: requiredText(LIMITS.username) });

/** A file name that survives any header: the list's name reduced to safe characters. */
const fileNameOf = (name: string) =>
  name
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-') || 'list';

/** Shortlists: any signed-in member, Explorer included, keeps private lists of profiles. */
export const listsRoutes: FastifyPluginAsyncZod<Pick<Services, 'lists'>> = async (
  app,
  { lists },
) => {
  const auth = { preValidation: app.authenticate };
  const editing = { ...auth, config: perMember('lists', EDITS_PER_HOUR, HOUR_MS) };
  const deleted = { detail: LIST_MESSAGES.deleted };

  app.get(
    '/api/lists/',
    {
      ...auth,
      schema: { querystring: z.object({ username: requiredText(LIMITS.username).optional() }) },
    },
    async (request) => lists.summaries(request.user.id, request.query.username),
  );

  app.post(
    '/api/lists/',
    { ...editing, schema: { body: listNameSchema } },
    async (request, reply) =>
      reply.code(201).send(await lists.create(request.user.id, request.body.name)),
  );

  app.get('/api/lists/:id/', { ...auth, schema: { params: idParamSchema } }, async (request) =>
    lists.list(request.user.id, request.params.id),
  );

  app.put(
    '/api/lists/:id/',
    { ...editing, schema: { params: idParamSchema, body: listNameSchema } },
    async (request) => lists.rename(request.user.id, request.params.id, request.body.name),
  );

  app.delete(
    '/api/lists/:id/',
    { ...editing, schema: { params: idParamSchema } },
    async (request) => {
      await lists.delete(request.user.id, request.params.id);
      return deleted;
    },
  );

  app.post(
    '/api/lists/:id/items/',
    { ...editing, schema: { params: idParamSchema, body: listItemSchema } },
    async (request, reply) => {
      const { username, note } = request.body;
      await lists.addItem(request.user.id, request.params.id, username, note ?? '');
      return reply.code(201).send(await lists.list(request.user.id, request.params.id));
    },
  );

  app.put(
    '/api/lists/:id/items/:username/',
    { ...editing, schema: { params: itemParamSchema, body: listNoteSchema } },
    async (request) => {
      const { note } = request.body;
      const { id, username } = request.params;
      await lists.setNote(request.user.id, id, username, note ?? '');
      return lists.list(request.user.id, id);
    },
  );

  app.delete(
    '/api/lists/:id/items/:username/',
    { ...editing, schema: { params: itemParamSchema } },
    async (request) => {
      await lists.removeItem(request.user.id, request.params.id, request.params.username);
      return deleted;
    },
  );

  app.get(
    '/api/lists/:id/export.csv',
    { ...auth, schema: { params: idParamSchema } },
    async (request, reply) => {
      const { name, csv } = await lists.exportCsv(request.user.id, request.params.id);
      return reply
        .header('Content-Disposition', `attachment; filename="${fileNameOf(name)}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};

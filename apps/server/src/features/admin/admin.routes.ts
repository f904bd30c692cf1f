import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPromoSchema, idParamSchema } from '@partnerly/shared';
import { fieldError, notFound } from '../../lib/errors';

const LIST_LIMIT = 200;

/** The admin console's API. Every route answers 404 to anyone who is not an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promo, audit, contacts } = app.services;
  app.addHook('preHandler', app.requireAdmin);

  app.get('/api/admin/data/', async () => {
    const [contactRows, promoRows] = await Promise.all([
      contacts.latest(LIST_LIMIT),
      promo.list(LIST_LIMIT),
    ]);
    return {
      contacts: contactRows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        user: row.username,
        date: row.createdAt.toISOString(),
        message: row.message,
      })),
      promo_codes: promoRows.map((row) => ({
        id: row.id,
        code: row.code,
        email: row.email ?? '',
        exprial_date: row.expiresOn,
        percent: row.percent,
        amount: row.amount,
      })),
      manule_socials: [],
      socials: [],
    };
  });

  app.post(
    '/api/admin/create-promo/',
    { schema: { body: createPromoSchema } },
    async (request, reply) => {
      const { name, expDate, amount, percent, email } = request.body;
      const created = await promo.create({
        code: name,
        expiresOn: expDate,
        amount,
        percent,
        email: email || null,
      });
      if (!created) throw fieldError('name', 'A promo code with this name already exists.');
      await audit.record({
        admin: request.user,
        action: 'promo.create',
        target: `promo:${created.id}`,
        details: { code: created.code, amount, expDate },
      });
      return reply.status(201).send({ id: created.id, code: created.code });
    },
  );

  app.delete(
    '/api/admin/delete-promo/:id',
    { schema: { params: idParamSchema } },
    async (request) => {
      if (!(await promo.delete(request.params.id))) throw notFound();
      await audit.record({
        admin: request.user,
        action: 'promo.delete',
        target: `promo:${request.params.id}`,
      });
      return { detail: 'Deleted.' };
    },
  );
};

import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_LISTS,
  type AdminList,
  addUserSchema,
  adminIdBodySchema,
  adminListQuerySchema,
  createPromoSchema,
  followersUpdateSchema,
  idParamSchema,
  MESSAGES,
} from '@partnerly/shared';
import { fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import {
  presentAcceptedSocial,
  presentAdminData,
  presentContact,
  presentCreatedPromo,
  presentCreatedUser,
  presentManualSocial,
  presentPage,
  presentPromoCode,
  presentSocial,
  type AdminPage,
} from './admin.presenter';

/** The admin console's API. Every route answers 404 to anyone who is not an admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promo, audit, admin, users, socialReview } = app.services;
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);
  const record = (
    request: { user: { id: number; username: string } },
    action: string,
    target: string,
    details?: Record<string, unknown>,
  ) => audit.record({ admin: request.user, action, target, details });

  /** Each list's page at `offset`, as the console reads it. */
  const pages = {
    contacts: async (offset: number) =>
      presentPage(await admin.lists.contacts(offset), presentContact),
    promo_codes: async (offset: number) =>
      presentPage(await admin.lists.promo_codes(offset), presentPromoCode),
    manule_socials: async (offset: number) =>
      presentPage(await admin.lists.manualSocials(offset), presentManualSocial),
    socials: async (offset: number) =>
      presentPage(await admin.lists.socials(offset), presentSocial),
  } satisfies Record<AdminList, (offset: number) => Promise<AdminPage<unknown>>>;

  app.get('/api/admin/data/', async () => {
    const [contacts, promoCodes, manualSocials, socials] = await Promise.all([
      pages.contacts(0),
      pages.promo_codes(0),
      pages.manule_socials(0),
      pages.socials(0),
    ]);
    return presentAdminData({
      contacts,
      promo_codes: promoCodes,
      manule_socials: manualSocials,
      socials,
    });
  });

  app.get(
    '/api/admin/list/:list/',
    {
      schema: {
        params: z.object({ list: z.enum(ADMIN_LISTS) }),
        querystring: adminListQuerySchema,
      },
    },
    async (request) => pages[request.params.list](request.query.offset),
  );

  app.delete(
    '/api/admin/delete-contact/:id',
    { schema: { params: idParamSchema } },
    async (request) => {
      if (!(await admin.deleteContact(request.params.id))) throw notFound();
      await record(request, 'contact.delete', `contact:${request.params.id}`);
      return { detail: 'Deleted.' };
    },
  );

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
      if (!created) throw fieldError('name', MESSAGES.promoCodeTaken);
      await record(request, 'promo.create', `promo:${created.id}`, {
        code: created.code,
        amount,
        expDate,
      });
      return reply.status(201).send(presentCreatedPromo(created));
    },
  );

  app.delete(
    '/api/admin/delete-promo/:id',
    { schema: { params: idParamSchema } },
    async (request) => {
      if (!(await promo.delete(request.params.id))) throw notFound();
      await record(request, 'promo.delete', `promo:${request.params.id}`);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    '/api/admin/manuel_social_media/',
    { schema: { body: followersUpdateSchema } },
    async (request) => {
      const social = await socialReview.accept(
        request.user,
        request.body.id,
        request.body.followers,
      );
      if (!social) throw notFound();
      return presentAcceptedSocial(social);
    },
  );

  app.delete(
    '/api/admin/manuel_social_media/',
    { schema: { body: adminIdBodySchema } },
    async (request) => {
      if (!(await socialReview.decline(request.user, request.body.id))) throw notFound();
      return { detail: 'Declined.' };
    },
  );

  app.put(
    '/api/admin/update_socials/',
    { schema: { body: followersUpdateSchema } },
    async (request) => {
      if (!(await admin.updateFollowers(request.body.id, request.body.followers))) throw notFound();
      await record(request, 'social.update', `social:${request.body.id}`, {
        followers: request.body.followers,
      });
      return { detail: 'Updated.' };
    },
  );

  app.post(
    '/api/admin/update_socials/',
    { schema: { body: adminIdBodySchema } },
    async (request) => {
      if (!(await admin.deleteSocial(request.body.id))) throw notFound();
      await record(request, 'social.delete', `social:${request.body.id}`);
      return { detail: 'Deleted.' };
    },
  );

  app.post('/api/admin/add-user/', { schema: { body: addUserSchema } }, async (request, reply) => {
    const { username, email } = request.body;
    await users.refuseTaken({ username, email });
    // 24 characters from a secure source: about 144 bits, shown to the admin once.
    const password = randomBytes(18).toString('base64url');
    const user = await users.create({
      username,
      email,
      passwordHash: await hashPassword(password),
    });
    await record(request, 'user.create', `user:${user.username}`);
    return reply.status(201).send(presentCreatedUser(user, password));
  });
};

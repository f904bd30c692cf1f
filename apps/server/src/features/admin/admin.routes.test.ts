import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const user = await buildUser(app, { username: 'the_admin', isAdmin: true });
  admin = bearer((await login(app, user.username)).access);
});
afterAll(async () => {
  await app.close();
});

const endpoints = [
  ['GET', '/api/admin/data/'],
  ['GET', '/api/admin/list/contacts/'],
  ['POST', '/api/admin/create-promo/'],
  ['DELETE', '/api/admin/delete-promo/1'],
  ['DELETE', '/api/admin/delete-contact/1'],
  ['POST', '/api/admin/manuel_social_media/'],
  ['DELETE', '/api/admin/manuel_social_media/'],
  ['PUT', '/api/admin/update_socials/'],
  ['POST', '/api/admin/update_socials/'],
  ['POST', '/api/admin/add-user/'],
  ['GET', '/api/admin/reports/'],
  ['POST', '/api/admin/reports/dismiss/'],
  ['POST', '/api/admin/reports/remove/'],
  ['POST', '/api/admin/suspend-user/'],
  ['POST', '/api/admin/unsuspend-user/'],
] as const;

describe('admin API', () => {
  it.each(endpoints)(
    '%s %s answers 404 to visitors, users and paying users',
    async (method, url) => {
      const plain = await buildUser(app);
      const paid = await buildPaidUser(app);
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-token' },
        bearer((await login(app, plain.username)).access),
        bearer((await login(app, paid.username)).access),
      ]) {
        const response = await app.inject({
          method,
          url,
          headers,
          payload: { name: 'X', id: 1, followers: 5, username: 'intruder', email: 'i@example.com' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
        // Nor does a body the route would refuse tell a stranger what it takes: the 404
        // comes before the body is read.
        if (method !== 'GET') {
          for (const payload of [{}, '{not json']) {
            const bad = await app.inject({
              method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload,
            });
            expect(bad.statusCode).toBe(404);
            expect(bad.json()).toEqual({ detail: 'Not found.' });
          }
        }
      }
    },
  );

  it('creates a promo code with the defaults, lists it, deletes it and audits both', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/create-promo/',
      headers: admin,
      payload: { name: 'SPRING' },
    });
    expect(created.statusCode).toBe(201);
    const data = (await app.inject({ url: '/api/admin/data/', headers: admin })).json();
    expect(data.promo_codes[0]).toEqual({
      id: created.json().id,
      code: 'SPRING',
      email: '',
      exprial_date: '2030-01-01',
      percent: 100,
      amount: 1,
    });
    expect(Object.keys(data).sort()).toEqual([
      'contacts',
      'manule_socials',
      'promo_codes',
      'socials',
      'totals',
    ]);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-promo/${created.json().id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const audit = await app.services.audit.latest(2);
    expect(audit.map((entry) => [entry.adminName, entry.action])).toEqual([
      ['the_admin', 'promo.delete'],
      ['the_admin', 'promo.create'],
    ]);
  });

  it('refuses a duplicate or invalid promo code', async () => {
    const payload = { name: 'DUPLICATE', expDate: '2031-05-01', amount: 3, percent: 50 };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/create-promo/',
          headers: admin,
          payload,
        })
      ).statusCode,
    ).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/create-promo/',
      headers: admin,
      payload,
    });
    expect(again.json()).toEqual({ name: ['A promo code with this name already exists.'] });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/create-promo/',
      headers: admin,
      payload: { name: '', expDate: 'soon', amount: 0 },
    });
    expect(Object.keys(bad.json()).sort()).toEqual(['amount', 'expDate', 'name']);
  });

  it('lists contact messages newest first with the sender', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      payload: { name: 'Visitor', email: 'v@example.com', subject: 'Hi', message: 'Hello there' },
    });
    const data = (await app.inject({ url: '/api/admin/data/', headers: admin })).json();
    expect(data.contacts[0]).toMatchObject({
      name: 'Visitor',
      email: 'v@example.com',
      user: null,
      message: 'Hello there',
    });
  });

  it('answers 404 for a promo code that does not exist', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-promo/999999',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

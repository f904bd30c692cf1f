import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contactMessages, manualSocials, socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const user = await buildUser(app, { username: 'socials_admin', isAdmin: true });
  admin = bearer((await login(app, user.username)).access);
});
afterAll(async () => {
  await app.close();
});

async function pendingSocial(platform = 'Instagram', handle = 'cook.with.ada') {
  const owner = await buildPaidUser(app);
  const headers = bearer((await login(app, owner.username)).access);
  const response = await app.inject({
    method: 'POST',
    url: '/api/manuel_social_media/',
    headers,
    payload: {
      socialMedia: platform,
      socialMediaUsername: handle,
      tags: ['food'],
      countrys: ['Italy'],
    },
  });
  return { owner, headers, pending: response.json<{ id: number }>() };
}
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: admin, payload });

describe('manual socials', () => {
  it('accepts a pending account: it becomes verified, public and searchable', async () => {
    const { owner, headers, pending } = await pendingSocial('Tiktok', 'ada.cooks');
    const data = (await app.inject({ url: '/api/admin/data/', headers: admin })).json();
    expect(data.manule_socials).toContainEqual({
      id: pending.id,
      social_media: 'Tiktok',
      username: 'ada.cooks',
      name: owner.username,
      message: 'https://www.tiktok.com/@ada.cooks',
    });

    const accepted = await call('POST', '/api/admin/manuel_social_media/', {
      id: pending.id,
      followers: 125000,
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.id, pending.id)),
    ).toHaveLength(0);

    const publicProfile = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: owner.username },
    });
    expect(publicProfile.json().socials).toEqual([
      expect.objectContaining({
        social_media: 'Tiktok',
        link: 'https://www.tiktok.com/@ada.cooks',
        followers: 125000,
        tags: [{ name: 'food' }],
      }),
    ]);
    const found = await app.inject({
      method: 'POST',
      url: '/api/filter_user_by_social/',
      headers,
      payload: {
        // Brands too: this member is not a content creator (decision 096).
        brands: true,
        socialMedia: 'Tiktok',
        minFollowers: 100000,
        countrys: [],
        tags: [],
        sort: '',
        range: 10,
      },
    });
    expect(found.json().data.map((row: { username: string }) => row.username)).toContain(
      owner.username,
    );
  });

  it('keeps Facebook addresses as submitted', async () => {
    const { pending } = await pendingSocial('Facebook', 'https://www.facebook.com/ada.kitchen');
    const accepted = await call('POST', '/api/admin/manuel_social_media/', {
      id: pending.id,
      followers: 10,
    });
    expect(accepted.json().link).toBe('https://www.facebook.com/ada.kitchen');
  });

  it('declines a pending account by deleting it', async () => {
    const { pending } = await pendingSocial();
    expect(
      (await call('DELETE', '/api/admin/manuel_social_media/', { id: pending.id })).statusCode,
    ).toBe(200);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.id, pending.id)),
    ).toHaveLength(0);
  });

  it('refuses negative followers, unknown ids and bad input, changing nothing', async () => {
    const { pending } = await pendingSocial();
    expect(
      (
        await call('POST', '/api/admin/manuel_social_media/', { id: pending.id, followers: -5 })
      ).json(),
    ).toEqual({
      followers: ["Followers can't be negative."],
    });
    expect(
      (await call('POST', '/api/admin/manuel_social_media/', { id: 999999, followers: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/manuel_social_media/', { id: 'abc', followers: 5 }))
        .statusCode,
    ).toBe(400);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.id, pending.id)),
    ).toHaveLength(1);
  });
});

describe('socials queue', () => {
  it('lists socials by oldest update; an update moves one to the back, a delete removes it', async () => {
    const { pending: first } = await pendingSocial('X', 'first_one');
    const { pending: second } = await pendingSocial('X', 'second_one');
    const a = (
      await call('POST', '/api/admin/manuel_social_media/', { id: first.id, followers: 1 })
    ).json();
    const b = (
      await call('POST', '/api/admin/manuel_social_media/', { id: second.id, followers: 2 })
    ).json();
    const queue = async () =>
      (await app.inject({ url: '/api/admin/list/socials/', headers: admin }))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect((await queue()).indexOf(a.id)).toBeLessThan((await queue()).indexOf(b.id));

    expect(
      (await call('PUT', '/api/admin/update_socials/', { id: a.id, followers: 777 })).statusCode,
    ).toBe(200);
    const [updated] = await app.database.db.select().from(socials).where(eq(socials.id, a.id));
    expect(updated?.followers).toBe(777);
    expect((await queue()).indexOf(a.id)).toBeGreaterThan((await queue()).indexOf(b.id));

    expect((await call('POST', '/api/admin/update_socials/', { id: b.id })).statusCode).toBe(200);
    expect(await queue()).not.toContain(b.id);
    expect(
      (await call('PUT', '/api/admin/update_socials/', { id: b.id, followers: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/admin/update_socials/', { id: a.id, followers: -1 })).statusCode,
    ).toBe(400);
  });
});

describe('contacts and users', () => {
  it('deletes a contact message', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      payload: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' },
    });
    const [row] = await app.database.db.select().from(contactMessages);
    expect((await call('DELETE', `/api/admin/delete-contact/${row?.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/delete-contact/${row?.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/delete-contact/not-a-number')).statusCode).toBe(400);
  });

  it('adds a user with a generated strong password that works once shown', async () => {
    const response = await call('POST', '/api/admin/add-user/', {
      username: 'new_partner',
      email: 'partner@example.com',
    });
    expect(response.statusCode).toBe(201);
    const { username, email, password } = response.json();
    expect([username, email]).toEqual(['new_partner', 'partner@example.com']);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expect(login(app, 'new_partner', password)).resolves.toHaveProperty('access');
    const again = await call('POST', '/api/admin/add-user/', {
      username: 'NEW_PARTNER',
      email: 'partner@example.com',
    });
    expect(Object.keys(again.json()).sort()).toEqual(['email', 'username']);
  });

  it('pages every list and reports totals', async () => {
    const data = (await app.inject({ url: '/api/admin/data/', headers: admin })).json();
    expect(data.totals).toEqual(
      expect.objectContaining({ contacts: expect.any(Number), socials: expect.any(Number) }),
    );
    const next = await app.inject({
      url: '/api/admin/list/promo_codes/?offset=50',
      headers: admin,
    });
    expect(next.json()).toEqual({ items: [], total: expect.any(Number) });
    expect((await app.inject({ url: '/api/admin/list/users/', headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('records every action in the audit log', async () => {
    const actions = (await app.services.audit.latest(50)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'social.accept',
        'social.decline',
        'social.update',
        'social.delete',
        'contact.delete',
        'user.create',
      ]),
    );
  });
});

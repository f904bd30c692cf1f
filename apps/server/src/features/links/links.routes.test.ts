import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { links } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function creator() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}
const addLink = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/linkview/', headers, payload });
const linksOf = (userId: number) =>
  app.database.db.select().from(links).where(eq(links.userId, userId));

describe('links', () => {
  it('adds a link and lists it on the profile', async () => {
    const { headers } = await creator();
    const response = await addLink(headers, {
      link: 'https://example.com/media-kit',
      text: 'Media kit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Media kit',
      link: 'https://example.com/media-kit',
    });
    expect((await app.inject({ url: '/api/UserData/', headers })).json().links).toEqual([
      response.json(),
    ]);
  });

  it.each([
    ['link', 'javascript:alert(1)'],
    ['link', 'data:text/html,<script>alert(1)</script>'],
    ['link', 'ftp://example.com/file'],
    ['link', 'example.com'],
    ['link', `https://example.com/${'x'.repeat(240)}`],
    ['link', ''],
  ])('refuses the %s %s and stores nothing', async (field, link) => {
    const { user, headers } = await creator();
    const response = await addLink(headers, { link, text: 'Title' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(await linksOf(user.id)).toHaveLength(0);
  });

  it('requires a title of at most 254 characters', async () => {
    const { user, headers } = await creator();
    expect((await addLink(headers, { link: 'https://example.com', text: '' })).json()).toEqual({
      text: ['This field is required.'],
    });
    expect(
      (await addLink(headers, { link: 'https://example.com', text: 'x'.repeat(255) })).statusCode,
    ).toBe(400);
    expect(await linksOf(user.id)).toHaveLength(0);
  });

  it('deletes a link for its owner only', async () => {
    const owner = await creator();
    const stranger = await creator();
    const { id } = (
      await addLink(owner.headers, { link: 'https://example.com', text: 'Site' })
    ).json();
    const remove = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/linkview/', headers, payload: { linkId: id } });
    expect((await remove(stranger.headers)).statusCode).toBe(404);
    expect(await linksOf(owner.user.id)).toHaveLength(1);
    expect((await remove(owner.headers)).statusCode).toBe(200);
    expect(await linksOf(owner.user.id)).toHaveLength(0);
  });
});

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
/** A link as profile_data shows it: without the owner's hidden mark. */
const publicOf = ({ id, title, link }: { id: number; title: string; link: string }) => ({
  id,
  title,
  link,
});
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
      hidden: false,
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

  describe('hide and show', () => {
    const setHidden = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/linkview/', headers, payload });
    const publicLinks = async (username: string) =>
      (
        await app.inject({ method: 'POST', url: '/api/profile_data/', payload: { username } })
      ).json().links;

    it('hides a link from profile_data and the public page, keeps it marked on /profile, and shows it again', async () => {
      const { user, headers } = await creator();
      const kit = (await addLink(headers, { link: 'https://example.com/kit', text: 'Kit' })).json();
      const shop = (
        await addLink(headers, { link: 'https://example.com/shop', text: 'Shop' })
      ).json();

      const hidden = await setHidden(headers, { linkId: kit.id, hidden: true });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toEqual({ ...kit, hidden: true });
      expect(await publicLinks(user.username)).toEqual([publicOf(shop)]);
      expect((await app.inject({ url: '/api/UserData/', headers })).json().links).toEqual([
        { ...kit, hidden: true },
        shop,
      ]);

      expect((await setHidden(headers, { linkId: kit.id, hidden: false })).statusCode).toBe(200);
      expect(await publicLinks(user.username)).toEqual([publicOf(kit), publicOf(shop)]);
    });

    it("answers 404 for another user's link and changes nothing", async () => {
      const owner = await creator();
      const stranger = await creator();
      const { id } = (
        await addLink(owner.headers, { link: 'https://example.com', text: 'Site' })
      ).json();
      expect((await setHidden(stranger.headers, { linkId: id, hidden: true })).statusCode).toBe(
        404,
      );
      expect((await linksOf(owner.user.id))[0]?.hidden).toBe(false);
    });

    it.each([
      [{ linkId: 1 }, 'hidden'],
      [{ linkId: 1, hidden: 'yes' }, 'hidden'],
      [{ linkId: 'x', hidden: true }, 'linkId'],
    ])('refuses %j with a field error', async (payload, field) => {
      const { user, headers } = await creator();
      await addLink(headers, { link: 'https://example.com', text: 'Site' });
      const response = await setHidden(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
      expect((await linksOf(user.id))[0]?.hidden).toBe(false);
    });
  });

  describe('order', () => {
    const reorder = (headers: Record<string, string>, ids: unknown) =>
      app.inject({ method: 'PUT', url: '/api/linkview/order/', headers, payload: { ids } });
    const ownTitles = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/UserData/', headers }))
        .json()
        .links.map((link: { title: string }) => link.title);

    async function threeLinks() {
      const owner = await creator();
      const ids: number[] = [];
      for (const text of ['A', 'B', 'C']) {
        ids.push(
          (await addLink(owner.headers, { link: `https://example.com/${text}`, text })).json().id,
        );
      }
      return { ...owner, ids };
    }

    it('keeps the new order on /profile and the public page; new links go last', async () => {
      const { user, headers, ids } = await threeLinks();
      const [a, b, c] = ids;
      const response = await reorder(headers, [c, a, b]);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((link: { id: number }) => link.id)).toEqual([c, a, b]);
      await addLink(headers, { link: 'https://example.com/D', text: 'D' });
      expect(await ownTitles(headers)).toEqual(['C', 'A', 'B', 'D']);
      const publicTitles = (
        await app.inject({
          method: 'POST',
          url: '/api/profile_data/',
          payload: { username: user.username },
        })
      )
        .json()
        .links.map((link: { title: string }) => link.title);
      expect(publicTitles).toEqual(['C', 'A', 'B', 'D']);
    });

    it("answers 404 when a listed id is another user's link, and changes nothing", async () => {
      const { headers, ids } = await threeLinks();
      const stranger = await threeLinks();
      expect((await reorder(stranger.headers, [ids[2], stranger.ids[0]])).statusCode).toBe(404);
      expect((await reorder(stranger.headers, [ids[2]])).statusCode).toBe(404);
      expect(await ownTitles(headers)).toEqual(['A', 'B', 'C']);
      expect(await ownTitles(stranger.headers)).toEqual(['A', 'B', 'C']);
    });

    it.each([[[]], [[1, 1]], ['1,2'], [[0]]])('refuses ids %j with a field error', async (ids) => {
      const { headers } = await threeLinks();
      const response = await reorder(headers, ids);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['ids']);
      expect(await ownTitles(headers)).toEqual(['A', 'B', 'C']);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LIST_LIMITS, LIST_MESSAGES } from '@partnerly/shared';
import { manualSocials, savedListItems, savedLists, socials, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A signed-in Explorer (no Full Access needed for lists) with their bearer header. */
async function member() {
  const user = await buildUser(app);
  const { access } = await login(app, user.username);
  return { user, headers: bearer(access) };
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newList(headers: Record<string, string>, name = 'Summer campaign') {
  const response = await call(headers, 'POST', '/api/lists/', { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; count: number }>();
}

const itemsOf = async (listId: number) =>
  app.database.db.select().from(savedListItems).where(eq(savedListItems.listId, listId));

describe('lists', () => {
  it('creates, renames, lists and deletes lists for an Explorer', async () => {
    const { headers } = await member();
    const list = await newList(headers);
    expect(list).toMatchObject({ name: 'Summer campaign', count: 0 });

    const renamed = await call(headers, 'PUT', `/api/lists/${list.id}/`, { name: 'Autumn' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Autumn' });

    const all = await call(headers, 'GET', '/api/lists/');
    expect(all.json()).toEqual([expect.objectContaining({ id: list.id, name: 'Autumn' })]);

    expect((await call(headers, 'DELETE', `/api/lists/${list.id}/`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/api/lists/')).json()).toEqual([]);
  });

  it('says which lists hold a profile when asked with ?username= (the bookmark menu)', async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app);
    const holding = await newList(headers, 'Holding');
    const other = await newList(headers, 'Other');
    const saved = await call(headers, 'POST', `/api/lists/${holding.id}/items/`, {
      username: creator.username,
    });
    expect(saved.statusCode).toBe(201);

    const asked = await call(
      headers,
      'GET',
      `/api/lists/?username=${creator.username.toUpperCase()}`,
    );
    expect(asked.json()).toEqual([
      expect.objectContaining({ id: holding.id, count: 1, saved: true }),
      expect.objectContaining({ id: other.id, count: 0, saved: false }),
    ]);
    const unknown = await call(headers, 'GET', '/api/lists/?username=nobody_at_all');
    expect(unknown.json().map((list: { saved: boolean }) => list.saved)).toEqual([false, false]);
    const plain = await call(headers, 'GET', '/api/lists/');
    expect(plain.json()[0]).not.toHaveProperty('saved');
    const bad = await call(headers, 'GET', '/api/lists/?username=a%00b');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad names, a duplicate name and more than the limit, writing nothing', async () => {
    const { user, headers } = await member();
    const empty = await call(headers, 'POST', '/api/lists/', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('name');
    const long = await call(headers, 'POST', '/api/lists/', { name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    const control = await call(headers, 'POST', '/api/lists/', { name: 'a\u0007b' });
    expect(control.statusCode).toBe(400);

    await newList(headers, 'Mine');
    const twice = await call(headers, 'POST', '/api/lists/', { name: 'Mine' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ name: [LIST_MESSAGES.nameTaken] });

    await app.database.db.insert(savedLists).values(
      Array.from({ length: LIST_LIMITS.lists - 1 }, (_, i) => ({
        userId: user.id,
        name: `List ${i}`,
      })),
    );
    const over = await call(headers, 'POST', '/api/lists/', { name: 'One more' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [LIST_MESSAGES.tooManyLists] });
    const stored = await app.database.db
      .select()
      .from(savedLists)
      .where(eq(savedLists.userId, user.id));
    expect(stored).toHaveLength(LIST_LIMITS.lists);
  });

  it('saves public profiles with notes, edits the note and removes them', async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app);
    const list = await newList(headers);

    const added = await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: creator.username.toUpperCase(),
      note: 'Great reels',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().items).toEqual([
      expect.objectContaining({ username: creator.username, note: 'Great reels', public: true }),
    ]);

    const again = await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: creator.username,
    });
    expect(again.statusCode).toBe(400);

    const noted = await call(headers, 'PUT', `/api/lists/${list.id}/items/${creator.username}/`, {
      note: 'Ask for a price',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().items[0].note).toBe('Ask for a price');

    const longNote = await call(
      headers,
      'PUT',
      `/api/lists/${list.id}/items/${creator.username}/`,
      { note: 'x'.repeat(501) },
    );
    expect(longNote.statusCode).toBe(400);
    expect((await itemsOf(list.id))[0]?.note).toBe('Ask for a price');

    const removed = await call(
      headers,
      'DELETE',
      `/api/lists/${list.id}/items/${creator.username}/`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await itemsOf(list.id)).toEqual([]);
  });

  it("shows each saved profile's verified accounts with who vouches for the count (issue 31)", async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app);
    const checked = new Date('2026-11-20T10:00:00Z');
    await app.database.db.insert(socials).values([
      {
        userId: creator.id,
        platform: 'Instagram',
        link: `https://www.instagram.com/${creator.username}`,
        followers: 1500,
        source: 'instagram',
        updatedAt: checked,
      },
      {
        userId: creator.id,
        platform: 'Youtube',
        link: `https://www.youtube.com/@${creator.username}`,
        followers: 0,
        followersHidden: true,
        source: 'admin',
        updatedAt: checked,
      },
    ]);
    const list = await newList(headers);
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, { username: creator.username });

    const [item] = (await call(headers, 'GET', `/api/lists/${list.id}/`)).json().items;
    expect(item.socials).toEqual(
      expect.arrayContaining([
        {
          social_media: 'Instagram',
          followers: 1500,
          followers_hidden: false,
          source: 'instagram',
          followers_updated_at: checked.toISOString(),
        },
        {
          social_media: 'Youtube',
          followers: 0,
          followers_hidden: true,
          source: 'admin',
          followers_updated_at: checked.toISOString(),
        },
      ]),
    );
    expect(item.socials).toHaveLength(2);

    // No longer public: nothing of its reach is shared any more.
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, creator.id));
    const [hidden] = (await call(headers, 'GET', `/api/lists/${list.id}/`)).json().items;
    expect(hidden.socials).toEqual([]);
  });

  it('does not save unknown or hidden profiles', async () => {
    const { headers } = await member();
    const hidden = await buildPaidUser(app, { isVisible: false });
    const list = await newList(headers);
    for (const username of [hidden.username, 'nobody_here']) {
      const response = await call(headers, 'POST', `/api/lists/${list.id}/items/`, { username });
      expect(response.statusCode).toBe(404);
    }
    expect(await itemsOf(list.id)).toEqual([]);
  });

  it('keeps a profile that became hidden, marked as no longer public', async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app);
    const list = await newList(headers);
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, { username: creator.username });
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, creator.id));

    const response = await call(headers, 'GET', `/api/lists/${list.id}/`);
    expect(response.json().items).toEqual([
      expect.objectContaining({ username: creator.username, public: false }),
    ]);
    const csv = (await call(headers, 'GET', `/api/lists/${list.id}/export.csv`)).body;
    expect(csv).toContain('no longer public');
  });

  it("answers 404 for another member's list and items and changes nothing", async () => {
    const owner = await member();
    const other = await member();
    const creator = await buildPaidUser(app);
    const list = await newList(owner.headers, 'Private');
    await call(owner.headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: creator.username,
      note: 'mine',
    });

    const attempts = [
      call(other.headers, 'GET', `/api/lists/${list.id}/`),
      call(other.headers, 'PUT', `/api/lists/${list.id}/`, { name: 'Taken' }),
      call(other.headers, 'DELETE', `/api/lists/${list.id}/`),
      call(other.headers, 'POST', `/api/lists/${list.id}/items/`, { username: creator.username }),
      call(other.headers, 'PUT', `/api/lists/${list.id}/items/${creator.username}/`, {
        note: 'theirs',
      }),
      call(other.headers, 'DELETE', `/api/lists/${list.id}/items/${creator.username}/`),
      call(other.headers, 'GET', `/api/lists/${list.id}/export.csv`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);

    const [stored] = await app.database.db
      .select()
      .from(savedLists)
      .where(eq(savedLists.id, list.id));
    expect(stored?.name).toBe('Private');
    expect((await itemsOf(list.id)).map((item) => item.note)).toEqual(['mine']);
    expect((await call(other.headers, 'GET', '/api/lists/')).json()).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/lists/' })).statusCode).toBe(401);
  });

  it('exports CSV with followers per platform, "Verification pending" for an account in verification, escaping and no formulas', async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app, { countries: ['Portugal'], tags: ['food'] });
    await app.database.db.insert(socials).values({
      userId: creator.id,
      platform: 'Instagram',
      link: `https://www.instagram.com/${creator.username}`,
      followers: 12000,
    });
    // Waiting for the admin: no count yet, which the export must not write as 0.
    await app.database.db.insert(manualSocials).values({
      userId: creator.id,
      platform: 'Tiktok',
      handle: creator.username,
    });
    const second = await buildPaidUser(app);
    const list = await newList(headers, 'Food, "best"');
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: creator.username,
      note: 'Likes tacos, "spicy"\nCall on Monday',
    });
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: second.username,
      note: '=HYPERLINK("http://evil.example")',
    });

    const response = await call(headers, 'GET', `/api/lists/${list.id}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Food-best.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'username,profile address,Instagram followers,TikTok followers,Facebook followers,' +
        'X followers,YouTube followers,countries,tags,note,status',
    );
    expect(lines[1]).toBe(
      `${creator.username},${app.config.publicUrl}/${creator.username},12000,Verification pending,0,0,0,` +
        'Portugal,food,"Likes tacos, ""spicy""\nCall on Monday",public',
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"")",public`);
  });
});

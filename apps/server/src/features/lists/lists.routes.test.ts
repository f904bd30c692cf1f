import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIST_LIMITS, LIST_MESSAGES } from '@partnerly/shared';
import { savedLists, users } from '../../db/schema';
import { buildPaidUser } from '../../test/factories';
import { app, call, itemsOf, member, newList, setUpLists } from './lists.harness';

setUpLists();

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
});

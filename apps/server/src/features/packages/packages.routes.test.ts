import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '@partnerly/shared';
import { packages, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function creator(paid = true) {
  const user = paid ? await buildPaidUser(app) : await buildUser(app);
  const { access } = await login(app, user.username);
  return { user, headers: bearer(access) };
}

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  payload?: Record<string, unknown>,
) => app.inject({ method, url: '/api/packages/', headers, ...(payload ? { payload } : {}) });

const reel = {
  title: '1 Instagram Reel',
  platform: 'Instagram',
  description: 'A 30-second reel, one revision.',
  price: 400,
  delivery_days: 5,
};

const stored = (userId: number) =>
  app.database.db.select().from(packages).where(eq(packages.userId, userId));

const profileData = (username: string) =>
  app.inject({ method: 'POST', url: '/api/profile_data/', payload: { username } });

describe('packages', () => {
  it('adds, edits and deletes packages, shown in profile_data', async () => {
    const { user, headers } = await creator();
    const added = await call(headers, 'POST', reel);
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: number }>();
    expect(added.json()).toEqual({ id, ...reel });

    const edited = await call(headers, 'PUT', { ...reel, packageId: id, price: 450 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, price: 450 });

    expect((await profileData(user.username)).json().packages).toEqual([
      { id, ...reel, price: 450 },
    ]);

    expect((await call(headers, 'DELETE', { packageId: id })).statusCode).toBe(200);
    expect(await stored(user.id)).toEqual([]);
    expect((await profileData(user.username)).json().packages).toEqual([]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const { user, headers } = await creator();
    const cases: Record<string, unknown>[] = [
      { ...reel, title: '' },
      { ...reel, title: 'x'.repeat(81) },
      { ...reel, platform: 'Myspace' },
      { ...reel, description: 'x'.repeat(501) },
      { ...reel, price: 0 },
      { ...reel, price: 1_000_001 },
      { ...reel, price: 10.5 },
      { ...reel, delivery_days: 366 },
      { ...reel, delivery_days: 0 },
    ];
    for (const payload of cases) {
      const response = await call(headers, 'POST', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toHaveLength(1);
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it(`stops at ${PACKAGE_LIMITS.packages} packages`, async () => {
    const { user, headers } = await creator();
    await app.database.db.insert(packages).values(
      Array.from({ length: PACKAGE_LIMITS.packages }, () => ({
        userId: user.id,
        title: 'Post',
        platform: 'Other' as const,
        price: 10,
        deliveryDays: 2,
      })),
    );
    const over = await call(headers, 'POST', reel);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [PACKAGE_MESSAGES.tooMany] });
    expect(await stored(user.id)).toHaveLength(PACKAGE_LIMITS.packages);
  });

  it("answers 404 for another creator's package and leaves it unchanged", async () => {
    const owner = await creator();
    const other = await creator();
    const { id } = (await call(owner.headers, 'POST', reel)).json<{ id: number }>();
    const edit = await call(other.headers, 'PUT', { ...reel, packageId: id, price: 1 });
    expect(edit.statusCode).toBe(404);
    expect((await call(other.headers, 'DELETE', { packageId: id })).statusCode).toBe(404);
    expect((await stored(owner.user.id)).map((row) => row.price)).toEqual([400]);
  });

  it('keeps the owner’s order; another creator’s ids are 404 and change nothing', async () => {
    const owner = await creator();
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await call(owner.headers, 'POST', { ...reel, title })).json<{ id: number }>().id);
    }
    const order = (headers: Record<string, string>, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/packages/order/',
        headers,
        payload: payload as object,
      });
    const titles = async () =>
      ((await profileData(owner.user.username)).json().packages as { title: string }[]).map(
        (item) => item.title,
      );
    expect(await titles()).toEqual(['First', 'Second', 'Third']);

    const [first, second, third] = ids as [number, number, number];
    const moved = await order(owner.headers, { ids: [third, first, second] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((item: { id: number }) => item.id)).toEqual([third, first, second]);
    expect(await titles()).toEqual(['Third', 'First', 'Second']);
    // A new package goes last.
    await call(owner.headers, 'POST', { ...reel, title: 'Fourth' });
    expect(await titles()).toEqual(['Third', 'First', 'Second', 'Fourth']);

    const other = await creator();
    const foreign = await order(other.headers, { ids: [second, third] });
    expect(foreign.statusCode).toBe(404);
    expect(await titles()).toEqual(['Third', 'First', 'Second', 'Fourth']);
    for (const bad of [{ ids: [] }, { ids: [first, first] }, { ids: 'x' }, { ids: [-1] }]) {
      const refused = await order(owner.headers, bad);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['ids']);
    }
    expect(await titles()).toEqual(['Third', 'First', 'Second', 'Fourth']);
  });

  it('is for Full Access only', async () => {
    const { user, headers } = await creator(false);
    expect((await call(headers, 'POST', reel)).statusCode).toBe(403);
    expect(await stored(user.id)).toEqual([]);
  });

  it('shows packages only on public profiles', async () => {
    const { user, headers } = await creator();
    await call(headers, 'POST', reel);
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, user.id));
    const response = await profileData(user.username);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(reel.title);
  });
});

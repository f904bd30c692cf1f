import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@partnerly/shared';
import { createTestApp } from '../test/app';
import { buildPaidUser, buildUser } from '../test/factories';
import { rowsOf } from './client';
import { manualSocials, packages, profileCards, socials, subscriptions, users } from './schema';

/**
 * The database keeps `users.listed`, its copy on each social, and `profile_cards` by triggers
 * (decision 073): these tests write the tables the way any writer would, and read what the
 * triggers left.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;

/** The user's flag and its socials' copies. */
async function listed(userId: number) {
  const [user] = await db()
    .select({ listed: users.listed })
    .from(users)
    .where(eq(users.id, userId));
  const copies = await db()
    .select({ listed: socials.listed })
    .from(socials)
    .where(eq(socials.userId, userId));
  return { user: user?.listed, socials: copies.map((copy) => copy.listed) };
}

const card = async (userId: number) =>
  (await db().select().from(profileCards).where(eq(profileCards.userId, userId)))[0];

const instagram = (userId: number, followers: number) => ({
  userId,
  platform: 'Instagram',
  link: `https://www.instagram.com/u${userId}`,
  followers,
});

describe('users.listed', () => {
  it('follows the visibility, the suspension and the subscription, on the row and its socials', async () => {
    const member = await buildUser(app);
    await db().insert(socials).values(instagram(member.id, 100));
    expect(await listed(member.id)).toEqual({ user: false, socials: [false] });

    await db().insert(subscriptions).values({ userId: member.id, status: 'active' });
    expect(await listed(member.id)).toEqual({ user: true, socials: [true] });

    await db().update(users).set({ isVisible: false }).where(eq(users.id, member.id));
    expect(await listed(member.id)).toEqual({ user: false, socials: [false] });
    await db().update(users).set({ isVisible: true }).where(eq(users.id, member.id));
    expect(await listed(member.id)).toEqual({ user: true, socials: [true] });

    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id));
    expect(await listed(member.id)).toEqual({ user: false, socials: [false] });
    await db().update(users).set({ suspendedAt: null }).where(eq(users.id, member.id));
    expect(await listed(member.id)).toEqual({ user: true, socials: [true] });

    await db()
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, member.id));
    expect(await listed(member.id)).toEqual({ user: false, socials: [false] });
    await db()
      .update(subscriptions)
      .set({ status: 'active' })
      .where(eq(subscriptions.userId, member.id));
    await db().delete(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(await listed(member.id)).toEqual({ user: false, socials: [false] });
  });

  it('is true exactly for the statuses in ACTIVE_STATUSES (the migration spells them out)', async () => {
    const statuses = [...ACTIVE_STATUSES, 'past_due', 'canceled', 'incomplete', 'unpaid', null];
    for (const status of statuses) {
      const member = await buildUser(app);
      await db().insert(subscriptions).values({ userId: member.id, status });
      expect({ status, listed: (await listed(member.id)).user }).toEqual({
        status,
        listed: ACTIVE_STATUSES.includes(status ?? ''),
      });
    }
  });

  it('cannot be set by a write of the flag itself', async () => {
    const unpaid = await buildUser(app);
    await db().insert(socials).values(instagram(unpaid.id, 100));
    await db().update(users).set({ listed: true }).where(eq(users.id, unpaid.id));
    await db().update(socials).set({ listed: true }).where(eq(socials.userId, unpaid.id));
    expect(await listed(unpaid.id)).toEqual({ user: false, socials: [false] });
  });

  it('agrees with the rule for every member after all the writes above', async () => {
    const statuses = sql.raw(ACTIVE_STATUSES.map((status) => `'${status}'`).join(', '));
    const disagreeing = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from users u
        where u.listed is distinct from (u.is_visible and u.suspended_at is null and exists (
          select 1 from subscriptions s where s.user_id = u.id and s.status in (${statuses})))
          or exists (select 1 from socials so where so.user_id = u.id and so.listed <> u.listed)`),
    );
    expect(disagreeing[0]?.n).toBe(0);
  });
});

describe('profile_cards', () => {
  it('follows the packages: the lowest price, and none once they are gone', async () => {
    const creator = await buildPaidUser(app);
    const offer = (price: number) => ({
      userId: creator.id,
      title: `Post at ${price}`,
      platform: 'Instagram' as const,
      price,
      deliveryDays: 3,
    });
    await db()
      .insert(packages)
      .values([offer(300), offer(120)]);
    expect((await card(creator.id))?.lowestPrice).toBe(120);
    await db()
      .update(packages)
      .set({ price: 500 })
      .where(and(eq(packages.userId, creator.id), eq(packages.price, 120)));
    expect((await card(creator.id))?.lowestPrice).toBe(300);
    await db().delete(packages).where(eq(packages.userId, creator.id));
    expect((await card(creator.id))?.lowestPrice).toBeNull();
  });

  it('follows the socials (most followed first, as the wire shows them, with the sources vouching for them and their total) and the pending ones', async () => {
    const creator = await buildPaidUser(app);
    await db()
      .insert(socials)
      .values([
        instagram(creator.id, 900),
        {
          userId: creator.id,
          platform: 'Youtube',
          link: 'https://www.youtube.com/@c',
          followers: 4000,
          source: 'youtube',
        },
      ]);
    await db()
      .insert(manualSocials)
      .values({ userId: creator.id, platform: 'Tiktok', handle: 'c' });
    expect(await card(creator.id)).toMatchObject({
      shownSocials: [
        { social_media: 'Youtube', followers: 4000, audience: null },
        { social_media: 'Instagram', followers: 900, audience: null },
      ],
      verifiedSources: ['youtube'],
      totalFollowers: 4900,
      pending: ['Tiktok'],
    });

    await db()
      .update(socials)
      .set({ followers: 9000 })
      .where(and(eq(socials.userId, creator.id), eq(socials.platform, 'Instagram')));
    await db()
      .delete(socials)
      .where(and(eq(socials.userId, creator.id), eq(socials.platform, 'Youtube')));
    await db().delete(manualSocials).where(eq(manualSocials.userId, creator.id));
    expect(await card(creator.id)).toMatchObject({
      shownSocials: [{ social_media: 'Instagram', followers: 9000, audience: null }],
      verifiedSources: [],
      totalFollowers: 9000,
      pending: [],
    });
  });

  it('goes with its member', async () => {
    const creator = await buildPaidUser(app);
    await db().insert(socials).values(instagram(creator.id, 10));
    await db().delete(users).where(eq(users.id, creator.id));
    expect(await card(creator.id)).toBeUndefined();
  });
});

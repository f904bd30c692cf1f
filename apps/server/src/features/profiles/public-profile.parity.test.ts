import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REVIEW_LIMITS } from '@partnerly/shared';
import { ads, links, orderPosts, packages, reviews, socials, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { connectWithAudience } from '../audience/audience.harness';
import type { Member } from '../deals/deals.fixtures';
import { reviewsApi } from '../reviews/reviews.fixtures';
import { presentProfileReviews } from '../reviews/reviews.presenter';
import { presentPublicProfile } from './profiles.presenter';

/**
 * Decision 143: the public profile's one statement answers what the parts' own reads answered,
 * part by part, for a visitor, a member and the owner. Each part here is read the way the page
 * read it before, through the service or repository its feature keeps for other pages.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A member's shown reviews as the reviews feature read them for the page before. */
async function shownReviews(userId: number) {
  const shown = and(
    eq(reviews.revieweeId, userId),
    isNotNull(reviews.publishedAt),
    isNull(reviews.hiddenAt),
  );
  const { db } = app.database;
  const [summary] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(shown);
  const newest = await db
    .select({ review: reviews, reviewer: users.username })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(shown)
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(REVIEW_LIMITS.onPage);
  return presentProfileReviews(
    {
      average: summary?.average == null ? null : Number(summary.average),
      count: summary?.count ?? 0,
    },
    newest,
  );
}

/** The page as the parts' own reads build it. */
async function composed(username: string, viewerId?: number) {
  const services = app.services;
  const [user] = await app.database.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return presentPublicProfile(user, {
    socials: await services.socialsRepository.listVerified(user.id),
    audiences: await services.audience.ofProfile(user.id, viewerId),
    links: (await services.linksRepository.list(user.id)).filter((link) => !link.hidden),
    ads: await services.ads.list(user.id),
    packages: await services.packages.list(user.id),
    reviews: await shownReviews(user.id),
    results: (await services.trackRecords.shownOf([user.id])).get(user.id) ?? null,
  });
}

const DAY = 86_400_000;

/** A creator with every part a page shows, and some it must not. */
async function fullProfile() {
  const api = reviewsApi(app);
  const owner = await api.member();
  const { db } = app.database;
  await connectWithAudience(app, owner.id);
  await db.insert(socials).values({
    userId: owner.id,
    platform: 'Youtube',
    link: `https://www.youtube.com/@owner${owner.id}`,
    followers: 52_000,
    source: 'admin',
    tags: ['Travel'],
    countries: ['FR'],
  });
  await db.insert(links).values([
    { userId: owner.id, title: 'Second', url: 'https://example.com/2', position: 2 },
    { userId: owner.id, title: 'Hidden', url: 'https://example.com/h', position: 1, hidden: true },
    { userId: owner.id, title: 'First', url: 'https://example.com/1', position: 0 },
  ]);
  await db.insert(ads).values(
    ['Morning routines', 'Evening routines'].map((title) => ({
      userId: owner.id,
      title,
      text: 'Skincare reels',
      cpmCents: 1250,
      imageHash: 'a'.repeat(64),
    })),
  );
  await db.insert(packages).values([
    {
      userId: owner.id,
      title: 'Story',
      platform: 'Instagram',
      price: 90,
      deliveryDays: 3,
      position: 1,
    },
    { userId: owner.id, title: 'Reel', platform: 'Instagram', price: 250, deliveryDays: 7 },
  ]);
  const buyers: Member[] = [];
  for (let deal = 0; deal < 3; deal += 1) {
    const buyer = await api.member();
    buyers.push(buyer);
    const order = await api.completed(buyer, owner);
    // The delivery's link, as the platform verified it.
    await db
      .update(orderPosts)
      .set({ platform: 'instagram', state: 'verified', views: 1000 * (deal + 1) })
      .where(eq(orderPosts.orderId, order.id));
    const review = {
      orderId: order.id,
      reviewerId: buyer.id,
      revieweeId: owner.id,
      rating: 5 - deal,
      text: `Deal ${deal}`,
      orderTitle: 'Reel',
      orderCompletedAt: new Date(),
      publishAfter: new Date(Date.now() + DAY),
    };
    // One published, one still blind, one published and hidden by an admin.
    const published = new Date(Date.now() - (deal + 1) * 60_000);
    if (deal === 0) await db.insert(reviews).values({ ...review, publishedAt: published });
    if (deal === 1) await db.insert(reviews).values(review);
    if (deal === 2)
      await db
        .insert(reviews)
        .values({ ...review, publishedAt: published, hiddenAt: new Date(), hiddenReason: 'spam' });
  }
  return { owner, buyer: buyers[0] as Member };
}

describe('the public profile read in one statement (decision 143)', () => {
  it('answers what the parts answered, for a visitor, a member and the owner', async () => {
    const { owner, buyer } = await fullProfile();
    const page = await app.services.profiles.findPublicProfile(owner.username);
    // The profile has every part, so the comparison covers each of them.
    expect(page?.socials).toHaveLength(2);
    expect(page?.socials.find((social) => social.audience)?.audience?.countries).not.toHaveLength(
      0,
    );
    expect(page?.links.map((link) => link.title)).toEqual(['First', 'Second']);
    expect(page?.ads).toHaveLength(2);
    expect(page?.packages.map((item) => item.title)).toEqual(['Reel', 'Story']);
    expect(page?.reviews).toMatchObject({ average: 5, count: 1 });
    expect(page?.results?.completed_deals).toBe(3);

    for (const viewer of [undefined, buyer.id, owner.id]) {
      expect(await app.services.profiles.findPublicProfile(owner.username, viewer)).toEqual(
        await composed(owner.username, viewer),
      );
    }
  });

  it('leaves out results the owner hid, as the parts did', async () => {
    const { owner } = await fullProfile();
    await app.services.trackRecords.setHidden(owner.id, true);
    const page = await app.services.profiles.findPublicProfile(owner.username.toUpperCase());
    expect(page?.results).toBeNull();
    expect(page).toEqual(await composed(owner.username));
  });

  it('answers an empty profile with empty parts, and nothing for one that is not public', async () => {
    const owner = await reviewsApi(app).member();
    expect(await app.services.profiles.findPublicProfile(owner.username)).toEqual(
      await composed(owner.username),
    );
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, owner.id));
    expect(await app.services.profiles.findPublicProfile(owner.username)).toBeUndefined();
  });
});

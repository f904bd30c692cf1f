import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../../db/client';
import { orderPostReads, orderPosts } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { connectionAccess } from '../connections/connection-access';
import { followUps } from './follow-ups';
import { instagramPosts } from './instagram-posts';
import { tiktokPosts } from './tiktok-posts';
import { youtubePosts } from './youtube-posts';
import {
  accountOf,
  app,
  checked,
  connect,
  deal,
  delivered,
  isoIn,
  setUpProof,
  standIns,
} from './proof.harness';

setUpProof();

const HOUR = 3_600_000;

/**
 * The app's database, counting the statements sent through it (drizzle's query log; on
 * PostgreSQL a transaction's `begin` and `commit` would count too).
 */
function countedDatabase() {
  let statements = 0;
  const logger = { logQuery: () => void (statements += 1) };
  const client = (app.database.db as unknown as { $client: unknown }).$client;
  const db =
    app.database.kind === 'pglite'
      ? pgliteDrizzle({ client: client as PGlite, casing: 'snake_case', logger })
      : postgresDrizzle({ client: client as Pool, casing: 'snake_case', logger });
  return { db: db as unknown as Database, statements: () => statements };
}

/** The follow-up sweep with its connections' access, on `db`, as the app wires them. */
function followUpsOn(db: Database) {
  const { services, config } = app;
  const connections = connectionAccess({
    db,
    clients: services.platformClients,
    box: services.platformTokenBox,
    refused: services.connectionRefresh.refused,
  });
  return followUps({
    db,
    connections,
    events: services.events,
    log: services.log,
    readers: {
      instagram: instagramPosts(config.platforms.instagram),
      youtube: youtubePosts(config.platforms.youtube),
      tiktok: tiktokPosts(config.platforms.tiktok),
    },
  });
}

/** A seller with two verified posts on `platform`, delivered on one order, published soon. */
async function sellerWithTwoPosts(platform: 'instagram' | 'tiktok') {
  const { buyer, seller, order } = await deal();
  const post = (n: number) => ({ at: isoIn(5_000), likes: 10 * n, comments: n, views: 100 * n });
  const ids = [1, 2].map((n) => `7${n}${String(order.id).padStart(17, '0')}`);
  const account = accountOf({
    posts: ids.map((id, n) =>
      platform === 'instagram'
        ? { ...post(n + 1), shortcode: `Bat${n}x${order.id}` }
        : { ...post(n + 1), id },
    ),
  });
  await connect(seller, standIns[platform], account);
  const links = ids.map((id, n) =>
    platform === 'instagram'
      ? `https://www.instagram.com/reel/Bat${n}x${order.id}/`
      : `https://www.tiktok.com/@${account.username}/video/${id}`,
  );
  await delivered(seller, order.id, links);
  const shown = await checked(buyer, order.id);
  expect(shown.posts?.map((shownPost) => shownPost.state)).toEqual(['verified', 'verified']);
  return { order, account };
}

describe('a follow-up batch (issue 47, decision 118)', () => {
  it('reads three sellers’ six posts with a few statements, not a few per post or seller', async () => {
    // Instagram and TikTok tokens outlive the hour, so no renewal adds its own statement.
    const followed = [
      await sellerWithTwoPosts('tiktok'),
      await sellerWithTwoPosts('tiktok'),
      await sellerWithTwoPosts('instagram'),
    ];
    for (const { account } of followed) {
      for (const post of account.posts ?? []) post.views = (post.views ?? 0) + 1_000;
    }
    const orderIds = followed.map(({ order }) => order.id);
    const counted = countedDatabase();

    const claimed = await withClockAhead(HOUR + 10_000, () => followUpsOn(counted.db).followDue());

    expect(claimed).toBe(6);
    // The claim, the sellers' connections, and the posts' changes with their reads.
    expect(counted.statements()).toBe(3);
    const stored = await app.database.db
      .select()
      .from(orderPosts)
      .where(inArray(orderPosts.orderId, orderIds));
    expect(stored.map((post) => post.views).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1_100, 1_100, 1_100, 1_200, 1_200, 1_200,
    ]);
    expect(stored.every((post) => post.failures === 0 && post.nextReadAt !== null)).toBe(true);
    const reads = await app.database.db
      .select()
      .from(orderPostReads)
      .where(and(inArray(orderPostReads.orderId, orderIds), eq(orderPostReads.position, 1)));
    // The delivery's read and the follow-up's, for each second post.
    expect(reads).toHaveLength(6);
  });
});

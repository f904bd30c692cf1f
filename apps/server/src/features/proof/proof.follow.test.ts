import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Order, PostReadPoint } from '@partnerly/shared';
import { dealMailNotices, orderPosts } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import {
  DAY,
  accountOf,
  api,
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
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const storedPost = async (orderId: number) =>
  (
    await app.database.db
      .select()
      .from(orderPosts)
      .where(and(eq(orderPosts.orderId, orderId), eq(orderPosts.position, 0)))
  )[0];

type StoredPost = NonNullable<Awaited<ReturnType<typeof storedPost>>>;

/** The follow-up sweep as the repeating job runs it: twice at once. */
const twoSweeps = () =>
  Promise.all([app.services.deliveryProof.followDue(), app.services.deliveryProof.followDue()]);

/** Two sweeps `ms` from now. */
const sweepsAt = (ms: number) => withClockAhead(ms, twoSweeps);

/**
 * Two sweeps `ms` from now, then, the clock still moved, the order's first post once `settled`
 * holds of it. The app's own worker runs the same repeating sweep and, once the clock has moved,
 * may claim the post before these two do (its claim is what keeps the read to one); the test
 * waits for whichever sweep read it rather than reading the lease one of them left.
 */
const sweptAt = (ms: number, orderId: number, settled: (post: StoredPost) => boolean) =>
  withClockAhead(ms, async () => {
    await twoSweeps();
    return eventually(async () => {
      const post = await storedPost(orderId);
      return post && settled(post) ? post : undefined;
    }, `order ${orderId}'s post followed`);
  });

/** A verified YouTube video of a new order, published 5 s from now. */
async function followed() {
  const { buyer, seller, order } = await deal();
  const account = accountOf({
    posts: [
      {
        id: `Fol${String(order.id).padStart(8, '0')}`,
        at: isoIn(5_000),
        likes: 10,
        comments: 1,
        views: 100,
      },
    ],
  });
  await connect(seller, standIns.youtube, account);
  await delivered(seller, order.id, [`https://youtu.be/${account.posts?.[0]?.id ?? ''}`]);
  expect((await checked(buyer, order.id)).posts?.[0]?.state).toBe('verified');
  return { buyer, seller, order, account };
}

/** A verified Instagram reel or TikTok video of a new order, published 5 s from now. */
async function followedOn(platform: 'instagram' | 'tiktok') {
  const { buyer, seller, order } = await deal();
  const id = `73${String(order.id).padStart(17, '0')}`;
  const post = { at: isoIn(5_000), likes: 10, comments: 1, views: 100 };
  const account = accountOf({
    posts: [platform === 'instagram' ? { ...post, shortcode: `Lim${order.id}` } : { ...post, id }],
  });
  await connect(seller, standIns[platform], account);
  const link =
    platform === 'instagram'
      ? `https://www.instagram.com/reel/Lim${order.id}/`
      : `https://www.tiktok.com/@${account.username}/video/${id}`;
  await delivered(seller, order.id, [link]);
  expect((await checked(buyer, order.id)).posts?.[0]?.state).toBe('verified');
  return { order };
}

/** The first follow-up meets the limit: one failure, the post still followed, later. */
async function expectBackedOff(orderId: number, atLeastMs: number) {
  const stored = await sweptAt(HOUR + 10_000, orderId, (post) => post.failures === 1);
  expect(stored.state).toBe('verified');
  await withClockAhead(HOUR + 10_000, async () => {
    expect((stored.nextReadAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(atLeastMs);
    // Not due again before then: another sweep leaves it as it was.
    await app.services.deliveryProof.followDue();
    expect(await storedPost(orderId)).toMatchObject({
      failures: 1,
      nextReadAt: stored.nextReadAt,
    });
  });
}

describe('the numbers followed after delivery (issue 47, point 3)', () => {
  it('reads a verified post again at its first follow-up, once of two sweeps, and keeps the series', async () => {
    const { buyer, order, account } = await followed();
    const published = Date.parse(account.posts?.[0]?.at ?? '');
    expect((await storedPost(order.id))?.nextReadAt?.getTime()).toBe(published + HOUR);

    const post = account.posts?.[0];
    if (post) Object.assign(post, { views: 800, likes: 40 });
    const reads = () =>
      standIns.youtube.reads.filter((read) => read === `${account.id}:videos`).length;
    const before = reads();
    await sweptAt(
      HOUR + 10_000,
      order.id,
      (stored) => stored.nextReadAt?.getTime() === published + DAY,
    );
    expect(reads() - before).toBe(1);
    // Not due again before its next step.
    await sweepsAt(2 * HOUR);
    expect(reads() - before).toBe(1);

    const shown = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(shown.posts?.[0]?.metrics).toMatchObject({ views: 800, likes: 40 });
    expect(shown.results?.views).toBe(800);
    const history = (await api.get(buyer, `/api/orders/${order.id}/posts/0/history/`)).json<
      PostReadPoint[]
    >();
    expect(history.map((point) => point.views)).toEqual([100, 800]);
  });

  it('marks a post removed from the platform, tells both members, and stops following it', async () => {
    const { buyer, seller, order, account } = await followed();
    account.posts = [];
    await sweptAt(HOUR + 10_000, order.id, (stored) => stored.state === 'removed');
    const shown = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(shown.posts?.[0]).toMatchObject({ state: 'removed', metrics: null });
    expect((await storedPost(order.id))?.nextReadAt).toBeNull();
    // Written in the timeline, and both members told.
    expect(shown.timeline.at(-1)).toMatchObject({
      kind: 'post_removed',
      by: null,
      note: `The post ${shown.posts?.[0]?.url ?? ''} is no longer on YouTube.`,
    });
    const notices = await app.database.db
      .select()
      .from(dealMailNotices)
      .where(inArray(dealMailNotices.userId, [buyer.id, seller.id]));
    expect(
      notices
        .filter((row) => row.notice.step === 'order.post-removed')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([buyer.id, seller.id].sort());
  });

  it('backs off when YouTube’s quota is spent, keeping the step', async () => {
    const { order } = await followed();
    standIns.youtube.state.mediaLimited = 1;
    try {
      // The quota's hour, at least.
      await expectBackedOff(order.id, 50 * 60_000);
    } finally {
      standIns.youtube.state.mediaLimited = 0;
    }
  });

  it.each([4, 17, 32, 613])(
    'backs off when Instagram answers Meta’s limit code %i, keeping the step',
    async (code) => {
      const { order } = await followedOn('instagram');
      standIns.instagram.state.mediaLimited = 1;
      standIns.instagram.state.metaLimitCode = code;
      try {
        await expectBackedOff(order.id, 4 * 60_000);
      } finally {
        standIns.instagram.state.mediaLimited = 0;
        standIns.instagram.state.metaLimitCode = 4;
      }
    },
  );

  it('backs off when TikTok answers 429 rate_limit_exceeded, keeping the step', async () => {
    const { order } = await followedOn('tiktok');
    standIns.tiktok.state.mediaLimited = 1;
    try {
      // Not sooner than the answer's Retry-After (90 s) nor the first backoff (1 min).
      await expectBackedOff(order.id, 85_000);
    } finally {
      standIns.tiktok.state.mediaLimited = 0;
    }
  });

  it.skipIf(!onPostgres)(
    'claims a due post while another transaction adds a read to its series',
    async () => {
      const { order, account } = await followed();
      const published = Date.parse(account.posts?.[0]?.at ?? '');
      // The foreign key check of an insert into order_post_reads holds FOR KEY SHARE on the
      // post until that transaction ends; the claim must not skip the post meanwhile.
      const other = new pg.Client({ connectionString: app.config.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          'insert into order_post_reads (order_id, position, at) values ($1, 0, $2)',
          [order.id, new Date(0)],
        );
        await sweptAt(
          HOUR + 10_000,
          order.id,
          (stored) => stored.nextReadAt?.getTime() === published + DAY,
        );
      } finally {
        await other.query('rollback');
        await other.end();
      }
    },
  );

  it('stops following when the seller’s token is refused', async () => {
    const { order, account } = await followed();
    standIns.youtube.revokeAccount(account.id);
    const stored = await sweptAt(HOUR + 10_000, order.id, (post) => post.nextReadAt === null);
    expect(stored.state).toBe('verified');
  });
});

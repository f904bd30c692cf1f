import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Order, PostReadPoint } from '@partnerly/shared';
import { dealMailNotices, orderPosts } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
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

const storedPost = async (orderId: number) =>
  (
    await app.database.db
      .select()
      .from(orderPosts)
      .where(and(eq(orderPosts.orderId, orderId), eq(orderPosts.position, 0)))
  )[0];

/** The follow-up sweep as the repeating job runs it, `ms` from now: twice at once. */
const sweepsAt = (ms: number) =>
  withClockAhead(ms, () =>
    Promise.all([app.services.deliveryProof.followDue(), app.services.deliveryProof.followDue()]),
  );

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
    await sweepsAt(HOUR + 10_000);
    expect(reads() - before).toBe(1);
    expect((await storedPost(order.id))?.nextReadAt?.getTime()).toBe(published + DAY);
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
    await sweepsAt(HOUR + 10_000);
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
    await withClockAhead(HOUR + 10_000, async () => {
      await app.services.deliveryProof.followDue();
      const stored = await storedPost(order.id);
      expect(stored?.failures).toBe(1);
      // The quota's hour, at least.
      expect((stored?.nextReadAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(50 * 60_000);
    });
    standIns.youtube.state.mediaLimited = 0;
  });

  it('stops following when the seller’s token is refused', async () => {
    const { order, account } = await followed();
    standIns.youtube.revokeAccount(account.id);
    await sweepsAt(HOUR + 10_000);
    expect((await storedPost(order.id))?.nextReadAt).toBeNull();
    expect((await storedPost(order.id))?.state).toBe('verified');
  });
});

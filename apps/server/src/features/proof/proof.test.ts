import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Order } from '@partnerly/shared';
import { jobs, platformConnections } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { member } from '../deals/deals.fixtures';
import {
  DAY,
  accountOf,
  api,
  app,
  checked,
  connect,
  db,
  deal,
  delivered,
  isoIn,
  setUpProof,
  standIns,
} from './proof.harness';

setUpProof();

const post = (order: Order, url: string) => order.posts?.find((each) => each.url === url);

describe('verified delivery (issue 47)', () => {
  it('reads each link through the seller’s connected accounts and states what it found', async () => {
    const { buyer, seller, order } = await deal();
    const instagram = accountOf();
    const youtube = accountOf();
    const tiktok = accountOf();
    // 60 older posts first: the delivered reel is on the media list's second page.
    const filler = Array.from({ length: 60 }, (_, index) => ({
      likes: 1,
      comments: 0,
      at: isoIn(-(index + 10) * DAY),
      shortcode: `Old${index}`,
    }));
    instagram.posts = [
      {
        shortcode: 'Rnew1',
        caption: 'Spring glow ✨ #Werbung',
        at: isoIn(5_000),
        likes: 300,
        comments: 20,
        views: 10_000,
        reach: 8_000,
        shares: 15,
        saves: 40,
      },
      ...filler.slice(0, 55),
      {
        shortcode: 'Pold',
        caption: 'from last month',
        at: isoIn(-30 * DAY),
        likes: 5,
        comments: 1,
      },
      ...filler.slice(55),
    ];
    // Page two holds the delivered post when it is last on the list.
    instagram.posts.push(instagram.posts.shift() as (typeof instagram.posts)[number]);
    youtube.posts = [
      {
        id: 'Yt_video_01',
        caption: 'Honest review\nThanks to the brand',
        at: isoIn(5_000),
        likes: 90,
        comments: 12,
        views: 4_000,
        paid: true,
      },
    ];
    tiktok.posts = [
      {
        id: '7301234567890123456',
        caption: 'Morning routine\n#ad with @brand',
        at: isoIn(5_000),
        likes: 700,
        comments: 30,
        views: 20_000,
        shares: 50,
      },
    ];
    const stranger = accountOf({
      posts: [{ id: 'Stranger_v1', at: isoIn(0), likes: 1, comments: 1 }],
    });
    standIns.youtube.signIn(stranger);
    await connect(seller, standIns.instagram, instagram);
    await connect(seller, standIns.youtube, youtube);
    await connect(seller, standIns.tiktok, tiktok);

    const links = {
      verified: 'https://www.instagram.com/reel/Rnew1/',
      notFound: 'https://www.instagram.com/p/Missing1/',
      otherAccount: 'https://www.instagram.com/someone.else/reel/Rnew1x/',
      beforeOrder: 'https://www.instagram.com/p/Pold/',
      youtube: 'https://youtu.be/Yt_video_01',
      youtubeOther: 'https://www.youtube.com/watch?v=Stranger_v1',
      tiktok: `https://www.tiktok.com/@${tiktok.username}/video/7301234567890123456`,
      unsupported: 'https://cdn.example.com/reel-1.mp4',
    };
    expect((await delivered(seller, order.id, Object.values(links))).statusCode).toBe(200);
    const shown = await checked(buyer, order.id);

    expect(shown.posts?.map((each) => [each.platform, each.state])).toEqual([
      ['instagram', 'verified'],
      ['instagram', 'not_found'],
      ['instagram', 'other_account'],
      ['instagram', 'before_order'],
      ['youtube', 'verified'],
      ['youtube', 'other_account'],
      ['tiktok', 'verified'],
      [null, 'unsupported'],
    ]);
    expect(post(shown, links.verified)).toMatchObject({
      disclosure: true,
      published_at: expect.any(String),
      metrics: { views: 10_000, reach: 8_000, likes: 300, comments: 20, shares: 15, saves: 40 },
    });
    // YouTube's own paid-placement flag counts though the words say nothing.
    expect(post(shown, links.youtube)).toMatchObject({
      disclosure: true,
      metrics: { views: 4_000, likes: 90, comments: 12, reach: null, shares: null, saves: null },
    });
    expect(post(shown, links.tiktok)).toMatchObject({
      disclosure: true,
      metrics: { views: 20_000, likes: 700, comments: 30, shares: 50 },
    });
    expect(post(shown, links.notFound)).toMatchObject({ metrics: null, disclosure: false });
    // 34,000 views for $1,200; 300+20+15+40 + 90+12 + 700+30+50 interactions.
    expect(shown.results).toEqual({
      views: 34_000,
      interactions: 1_257,
      cost_per_1000_views: 35.29,
      engagement_rate: 0.037,
    });
    // The seller sees the same posts; the order list stays as it was.
    const own = (await api.get(seller, `/api/orders/${order.id}/`)).json<Order>();
    expect(own.posts).toEqual(shown.posts);
    const list = (await api.get(buyer, '/api/orders/')).json<Order[]>();
    expect(list.find((each) => each.id === order.id)?.posts).toBeUndefined();
  });

  it('says a platform is not connected, and another member’s order is a 404', async () => {
    const { buyer, seller, order } = await deal();
    const link = 'https://www.instagram.com/p/Abc123/';
    await delivered(seller, order.id, [link]);
    const shown = await checked(seller, order.id);
    expect(shown.posts?.[0]).toMatchObject({ state: 'not_connected', metrics: null });
    expect(shown.results).toBeNull();

    const stranger = await member(app);
    const answer = await api.get(stranger, `/api/orders/${order.id}/`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(link);
    expect((await api.get(buyer, `/api/orders/${order.id}/`)).statusCode).toBe(200);
  });

  it('asks an old TikTok grant without video.list to reconnect once', async () => {
    const { seller, order } = await deal();
    const tiktok = accountOf({
      noVideoScope: true,
      posts: [{ id: '7300000000000000001', at: isoIn(5_000), likes: 1, comments: 1 }],
    });
    await connect(seller, standIns.tiktok, tiktok);
    await delivered(seller, order.id, [
      `https://www.tiktok.com/@${tiktok.username}/video/7300000000000000001`,
    ]);
    const shown = await checked(seller, order.id);
    expect(shown.posts?.[0]?.state).toBe('not_connected');
    const [connection] = await app.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, seller.id), eq(platformConnections.platform, 'tiktok')),
      );
    // The existing Reconnect banner shows from refused_at.
    expect(connection?.refusedAt).not.toBeNull();
  });

  it('keeps posts checking while each platform answers its limit, and reads them later', async () => {
    const { buyer, seller, order } = await deal();
    const post = { at: isoIn(5_000), likes: 3, comments: 1, views: 100 };
    const tiktok = accountOf({ posts: [{ ...post, id: '7300000000000000777' }] });
    await connect(
      seller,
      standIns.instagram,
      accountOf({ posts: [{ ...post, shortcode: 'Rlim1' }] }),
    );
    await connect(seller, standIns.youtube, accountOf({ posts: [{ ...post, id: 'Limit_vid01' }] }));
    await connect(seller, standIns.tiktok, tiktok);
    // Meta's code 4, Google's 403 quotaExceeded, TikTok's 429 rate_limit_exceeded.
    for (const standIn of [standIns.instagram, standIns.youtube, standIns.tiktok]) {
      standIn.state.mediaLimited = 1;
    }
    await delivered(seller, order.id, [
      'https://www.instagram.com/reel/Rlim1/',
      'https://www.youtube.com/shorts/Limit_vid01',
      `https://www.tiktok.com/@${tiktok.username}/video/7300000000000000777`,
    ]);
    const retry = await eventually(async () => {
      const queued = await db.jobsNamed('proof.verify');
      return queued.find((job) => {
        const payload = job.payload as { orderId: number; attempt?: number };
        return payload.orderId === order.id && payload.attempt === 1;
      });
    }, 'the retry');
    const shown = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(shown.posts?.map((each) => each.state)).toEqual(['checking', 'checking', 'checking']);
    expect(shown.results).toBeNull();
    // Google's quota answer asks for an hour's wait at least.
    expect(retry.runAt.getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    await withClockAhead(2 * 3_600_000, () =>
      app.services.deliveryProof.verify(retry.payload as never),
    );
    const later = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(later.posts?.map((each) => [each.state, each.metrics?.views])).toEqual([
      ['verified', 100],
      ['verified', 100],
      ['verified', 100],
    ]);
    // One retry, and none after it once every post answered (a finished job keeps no payload).
    const again = (await db.jobsNamed('proof.verify')).filter(
      (job) => (job.payload as { attempt?: number; orderId: number }).orderId === order.id,
    );
    expect(again.map((job) => (job.payload as { attempt?: number }).attempt)).toEqual([1]);
    await app.database.db.delete(jobs).where(eq(jobs.id, retry.id));
  });
});

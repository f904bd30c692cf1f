import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUTO_APPROVAL_DAYS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type OrderReview,
  type OrderReviews,
} from '@partnerly/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import type { Member } from '../deals/deals.fixtures';
import { reviewsApi } from './reviews.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof reviewsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = reviewsApi(app);
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60_000;

describe('POST /api/orders/{id}/review/', () => {
  it('stores a blind review (201) that only its writer sees until the other side writes', async () => {
    const { buyer, seller, order } = await api.pair();
    const written = await api.review(buyer, order.id, { rating: 5, text: 'Great reels, on time.' });
    expect(written.statusCode).toBe(201);
    expect(written.json<OrderReview>()).toMatchObject({ rating: 5, published: false });

    const mine = (await api.get(buyer, `/api/orders/${order.id}/review/`)).json<OrderReviews>();
    expect(mine).toMatchObject({ can_review: false, mine: { rating: 5, published: false } });
    const theirs = (await api.get(seller, `/api/orders/${order.id}/review/`)).json<OrderReviews>();
    expect(theirs).toMatchObject({ can_review: true, mine: null, theirs: null });
    expect(await api.page(seller.username)).toEqual({ average: null, count: 0, items: [] });
  });

  it('publishes both reviews at once when the second side writes theirs', async () => {
    const { buyer, seller, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 4, text: 'Good work.' });
    const second = await api.review(seller, order.id, { rating: 5, text: 'Clear brief.' });
    expect(second.json<OrderReview>()).toMatchObject({ published: true, publishes_at: null });

    const page = await api.page(seller.username);
    expect(page).toMatchObject({ average: 4, count: 1 });
    expect(page.items[0]).toMatchObject({
      reviewer: buyer.username,
      rating: 4,
      text: 'Good work.',
      order_title: order.title,
      month: new Date().toISOString().slice(0, 7),
      reply: null,
    });
    const view = (await api.get(seller, `/api/orders/${order.id}/review/`)).json<OrderReviews>();
    expect(view.theirs).toMatchObject({ rating: 4, published: true });
  });

  it('publishes both when the two sides write at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await api.pair();
      await Promise.all([
        api.review(buyer, order.id, { rating: 5 }),
        api.review(seller, order.id, { rating: 5 }),
      ]);
      const rows = await api.stored(order.id);
      expect(rows.map((row) => row.publishedAt !== null)).toEqual([true, true]);
    }
  });

  it('counts an auto-approved order as completed, its 30 days from the auto-approval', async () => {
    const buyer = await api.member();
    const seller = await api.member();
    const order = await api.order(buyer, seller);
    await api.deliver(seller, order.id);
    const [stored] = await app.database.db
      .select({ deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    const deliveredAt = stored?.deliveredAt?.toISOString() ?? '';
    await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 60_000, () =>
      app.services.orderTimers.autoApprove(order.id, deliveredAt),
    );
    const view = (await api.get(seller, `/api/orders/${order.id}/review/`)).json<OrderReviews>();
    const until = Date.parse(view.review_until ?? '');
    expect(until - Date.now()).toBeGreaterThan((REVIEW_LIMITS.windowDays + 2) * DAY);
    expect((await api.review(seller, order.id, { rating: 4 })).statusCode).toBe(201);
  });

  it('takes one review per side: a second answers 409 and changes nothing', async () => {
    const { buyer, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 5 });
    const again = await api.review(buyer, order.id, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: REVIEW_MESSAGES.alreadyReviewed });
    const rows = await api.stored(order.id);
    expect(rows.map((row) => row.rating)).toEqual([5]);
  });

  it('refuses an order that is not completed (409) and stores nothing', async () => {
    const buyer = await api.member();
    const seller = await api.member();
    const order = await api.order(buyer, seller);
    const active = await api.review(buyer, order.id, { rating: 5 });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toEqual({ detail: REVIEW_MESSAGES.notCompleted });
    await api.deliver(seller, order.id);
    expect((await api.review(seller, order.id, { rating: 5 })).statusCode).toBe(409);
    expect(await api.stored(order.id)).toEqual([]);
  });

  it('closes 30 days after the order completed (409)', async () => {
    const { buyer, seller, order } = await api.pair();
    // Through the service: a month on, the members' access tokens have long expired.
    const write = async (id: number) => {
      const user = await app.services.users.findById(id);
      if (!user) throw new Error('no user');
      return app.services.reviews.write(user, order.id, { rating: 5, text: '' }).then(
        () => 201,
        (error: { statusCode?: number; body?: unknown }) => [error.statusCode, error.body],
      );
    };
    const late = await withClockAhead(REVIEW_LIMITS.windowDays * DAY + 60_000, () =>
      write(buyer.id),
    );
    expect(late).toEqual([409, { detail: REVIEW_MESSAGES.windowClosed }]);
    const inTime = await withClockAhead(REVIEW_LIMITS.windowDays * DAY - 60_000, () =>
      write(seller.id),
    );
    expect(inTime).toBe(201);
    expect((await api.stored(order.id)).map((row) => row.reviewerId)).toEqual([seller.id]);
  });

  it('needs words for 1 or 2 stars, and a rating from 1 to 5 (400 with field errors, nothing stored)', async () => {
    const { buyer, order } = await api.pair();
    const cases: [object, string][] = [
      [{ rating: 2, text: '  ' }, 'text'],
      [{ rating: 1 }, 'text'],
      [{ rating: 0, text: 'x' }, 'rating'],
      [{ rating: 6, text: 'x' }, 'rating'],
      [{ rating: 4.5, text: 'x' }, 'rating'],
      [{ rating: '5', text: 'x' }, 'rating'],
      [{ rating: 5, text: 'x'.repeat(REVIEW_LIMITS.text + 1) }, 'text'],
      [{ rating: 5, text: 'bad\u0000byte' }, 'text'],
    ];
    for (const [body, field] of cases) {
      const response = await api.review(buyer, order.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect(await api.stored(order.id)).toEqual([]);
    const low = await api.review(buyer, order.id, { rating: 2, text: 'Late and blurry.' });
    expect(low.statusCode).toBe(201);
  });

  it('answers 404 for another member’s order and for one that does not exist', async () => {
    const { order } = await api.pair();
    const stranger = await api.member();
    expect((await api.review(stranger, order.id, { rating: 5 })).statusCode).toBe(404);
    expect((await api.get(stranger, `/api/orders/${order.id}/review/`)).statusCode).toBe(404);
    expect((await api.review(stranger, 2_000_000, { rating: 5 })).statusCode).toBe(404);
    expect(await api.stored(order.id)).toEqual([]);
  });

  it("answers an Explorer 404 for another member's order (reviews need no plan)", async () => {
    const { order } = await api.pair();
    const explorer = await api.member({ paid: false });
    expect((await api.review(explorer, order.id, { rating: 5 })).statusCode).toBe(404);
    expect(await api.stored(order.id)).toEqual([]);
  });
});

describe('Download my data', () => {
  interface Exported {
    reviews: {
      order_id: number;
      written_by_me: boolean;
      rating: number;
      text: string;
      published_at: string | null;
      hidden_at: string | null;
    }[];
  }
  const exportOf = async (who: Member) => (await api.get(who, '/api/export/')).json<Exported>();

  it('holds the reviews the member wrote and received', async () => {
    const { buyer, seller, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 4, text: 'Good work.' });
    await api.review(seller, order.id, { rating: 5, text: 'Clear brief.' });
    const exported = await exportOf(buyer);
    expect(exported.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ order_id: order.id, written_by_me: true, rating: 4 }),
        expect.objectContaining({ order_id: order.id, written_by_me: false, rating: 5 }),
      ]),
    );
    expect(exported.reviews).toHaveLength(2);
  });

  it('holds a received review only once it is published: a blind one is not theirs to read', async () => {
    const { buyer, seller, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 2, text: 'Blind words about the seller.' });
    expect((await exportOf(seller)).reviews).toEqual([]);
    // The writer's own review is their data from the start.
    expect((await exportOf(buyer)).reviews).toEqual([
      expect.objectContaining({
        written_by_me: true,
        rating: 2,
        text: 'Blind words about the seller.',
        published_at: null,
      }),
    ]);

    await api.review(seller, order.id, { rating: 5 });
    const received = (await exportOf(seller)).reviews.find((review) => !review.written_by_me);
    expect(received).toMatchObject({ rating: 2, text: 'Blind words about the seller.' });
    expect(received?.published_at).not.toBeNull();
  });

  it('shows a received review an admin hid as its order page does: removed, its writer keeps the words', async () => {
    const { buyer, seller, order } = await api.pair();
    const written = await api.review(buyer, order.id, { rating: 1, text: 'A personal attack.' });
    await api.review(seller, order.id, { rating: 5 });
    const admin = await api.member({ admin: true });
    const url = `/api/admin/reviews/${written.json<OrderReview>().id}/hide/`;
    expect((await api.post(admin, url, { reason: 'Personal attack' })).statusCode).toBe(200);

    const received = (await exportOf(seller)).reviews.find((review) => !review.written_by_me);
    expect(received).toMatchObject({ rating: 1, text: '' });
    expect(received?.hidden_at).not.toBeNull();
    const own = (await exportOf(buyer)).reviews.find((review) => review.written_by_me);
    expect(own).toMatchObject({ rating: 1, text: 'A personal attack.' });
    expect(own?.hidden_at).not.toBeNull();
  });
});

describe('POST /api/reviews/{id}/reply/', () => {
  async function published() {
    const { buyer, seller, order } = await api.pair();
    const review = (
      await api.review(buyer, order.id, { rating: 3, text: 'Okay.' })
    ).json<OrderReview>();
    await api.review(seller, order.id, { rating: 5 });
    return { buyer, seller, order, review };
  }

  it('lets the reviewed member answer once, publicly (201, then 409)', async () => {
    const { seller, review } = await published();
    const url = `/api/reviews/${review.id}/reply/`;
    const answered = await api.post(seller, url, { text: 'Thanks, noted for next time.' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json<OrderReview>().reply).toBe('Thanks, noted for next time.');
    const again = await api.post(seller, url, { text: 'Another' });
    expect(again.statusCode).toBe(409);
    const page = await api.page(seller.username);
    expect(page.items.find((item) => item.id === review.id)?.reply).toBe(
      'Thanks, noted for next time.',
    );
  });

  it('answers 404 to the writer, strangers and while the review is blind; 400 without text', async () => {
    const { buyer, seller, order } = await api.pair();
    const blind = (await api.review(buyer, order.id, { rating: 5 })).json<OrderReview>();
    const url = `/api/reviews/${blind.id}/reply/`;
    expect((await api.post(seller, url, { text: 'Hi' })).statusCode).toBe(404);
    await api.review(seller, order.id, { rating: 5 });
    expect((await api.post(buyer, url, { text: 'Hi' })).statusCode).toBe(404);
    expect((await api.post(await api.member(), url, { text: 'Hi' })).statusCode).toBe(404);
    const empty = await api.post(seller, url, { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['text']);
    expect((await api.stored(order.id)).every((row) => row.reply === null)).toBe(true);
    const explorer = await api.member({ paid: false });
    expect((await api.post(explorer, url, { text: 'Hi' })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REVIEW_LIMITS } from '@partnerly/shared';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { testConfig } from '../../test/config';
import { publishReviewsJob } from './reviews.job';
import { reviewsApi } from './reviews.fixtures';

const DAY = 24 * 60 * 60_000;
const BLIND = REVIEW_LIMITS.blindDays * DAY;

describe('the publishing job (blind reviews after 14 days)', () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof reviewsApi>;

  beforeAll(async () => {
    app = await createTestApp();
    api = reviewsApi(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('publishes a lone review 14 days after it was written, and not a minute before', async () => {
    const { buyer, seller, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 4, text: 'Solid.' });
    const job = publishReviewsJob(app.services.reviews);

    await withClockAhead(BLIND - 60_000, job);
    expect((await api.stored(order.id))[0]?.publishedAt).toBeNull();
    expect((await api.page(seller.username)).count).toBe(0);

    await withClockAhead(BLIND + 60_000, job);
    const [row] = await api.stored(order.id);
    // Published as of its due moment, whenever the job got to it.
    expect(row?.publishedAt?.toISOString()).toBe(row?.publishAfter.toISOString());
    expect(await api.page(seller.username)).toMatchObject({ average: 4, count: 1 });
  });

  it('lets the other side still write theirs afterwards, published at once', async () => {
    const { buyer, seller, order } = await api.pair();
    await api.review(buyer, order.id, { rating: 5 });
    await withClockAhead(BLIND + 60_000, () => app.services.reviews.publishDue());
    const late = await api.review(seller, order.id, { rating: 3, text: 'Slow to answer.' });
    expect(late.json()).toMatchObject({ published: true });
  });
});

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(redisUrl && databaseUrl))('the publishing job on two instances', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({ redisUrl });
    second = await buildApp(testConfig({ redisUrl, databaseUrl: first.config.databaseUrl }), {
      logger: false,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('publishes each due review exactly once when both run at the same moment', async () => {
    const api = reviewsApi(first);
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      const { buyer, order } = await api.pair();
      await api.review(buyer, order.id, { rating: 5 });
      orders.push(order.id);
    }
    const counts = await withClockAhead(BLIND + 60_000, () =>
      Promise.all([first.services.reviews.publishDue(), second.services.reviews.publishDue()]),
    );
    expect(counts[0] + counts[1]).toBe(orders.length);
    for (const id of orders) {
      const [row] = await api.stored(id);
      expect(row?.publishedAt?.toISOString()).toBe(row?.publishAfter.toISOString());
    }
  }, 60_000);
});

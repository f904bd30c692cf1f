import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order, PostReadPoint } from '@partnerly/shared';
import { rowsOf } from '../../db/client';
import { eventually } from '../../test/eventually';
import { member } from '../deals/deals.fixtures';
import {
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

const historyOf = (orderId: number, index: number | string) =>
  `/api/orders/${orderId}/posts/${index}/history/`;

describe('GET api/orders/{id}/posts/{index}/history/ (issue 47)', () => {
  it('gives a verified post’s reads to the order’s members, and nothing to anyone else', async () => {
    const { buyer, seller, order } = await deal();
    await connect(
      seller,
      standIns.tiktok,
      accountOf({
        username: 'history.maker',
        posts: [
          {
            id: '7300000000000000555',
            at: isoIn(5_000),
            likes: 9,
            comments: 2,
            views: 300,
            shares: 1,
          },
        ],
      }),
    );
    await delivered(seller, order.id, [
      'https://www.tiktok.com/@history.maker/video/7300000000000000555',
      'https://example.com/behind-the-scenes',
    ]);
    await checked(buyer, order.id);

    const answer = await api.get(buyer, historyOf(order.id, 0));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<PostReadPoint[]>()).toEqual([
      {
        views: 300,
        reach: null,
        likes: 9,
        comments: 2,
        shares: 1,
        saves: null,
        at: expect.any(String),
      },
    ]);
    expect((await api.get(seller, historyOf(order.id, 0))).json()).toEqual(answer.json());
    // Another site's link has no reads; a place past the delivery's links is not there.
    expect((await api.get(buyer, historyOf(order.id, 1))).json()).toEqual([]);
    expect((await api.get(buyer, historyOf(order.id, 5))).statusCode).toBe(404);

    const stranger = await member(app);
    const refused = await api.get(stranger, historyOf(order.id, 0));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('300');
    const explorer = await member(app, { paid: false });
    expect((await api.get(explorer, historyOf(order.id, 0))).statusCode).toBe(404);
  });

  it('never shows a post verified without its read: the two are stored together', async () => {
    const { buyer, seller, order } = await deal();
    await connect(
      seller,
      standIns.tiktok,
      accountOf({
        username: 'history.atomic',
        posts: [{ id: '7300000000000000777', at: isoIn(5_000), likes: 1, comments: 0, views: 40 }],
      }),
    );
    // Storing the read fails, as a crash or a lost connection between the two writes would.
    const { db: database } = app.database;
    await database.execute(sql`create function refuse_post_reads() returns trigger
      language plpgsql as $$ begin raise exception 'no reads now'; end $$`);
    await database.execute(sql`create trigger refuse_post_reads before insert on order_post_reads
      for each row execute function refuse_post_reads()`);
    try {
      await delivered(seller, order.id, [
        'https://www.tiktok.com/@history.atomic/video/7300000000000000777',
      ]);
      await eventually(async () => {
        const [job] = rowsOf<{ attempts: number }>(
          await database.execute(
            sql`select attempts from jobs where name = 'proof.verify' and last_error is not null`,
          ),
        );
        return job;
      }, 'a failed verification');
      const posts = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>().posts ?? [];
      expect(posts.map((post) => post.state)).toEqual(['checking']);
      expect((await api.get(buyer, historyOf(order.id, 0))).json()).toEqual([]);
    } finally {
      await database.execute(sql`drop trigger refuse_post_reads on order_post_reads`);
      await database.execute(sql`drop function refuse_post_reads()`);
    }
  });

  it('refuses a post number that is not one, with the field’s error', async () => {
    const { buyer, order } = await deal();
    for (const bad of ['x', '-1', '1.5', '10', '00x']) {
      const answer = await api.get(buyer, historyOf(order.id, bad));
      expect(answer.statusCode, bad).toBe(400);
      expect(Object.keys(answer.json<Record<string, unknown>>())).toEqual(['index']);
    }
    expect((await api.get(buyer, historyOf(999_999, 0))).statusCode).toBe(404);
  });
});

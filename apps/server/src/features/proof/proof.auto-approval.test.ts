import { describe, expect, it } from 'vitest';
import { AUTO_APPROVAL_DAYS } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { inArray } from 'drizzle-orm';
import { dealMailNotices } from '../../db/schema';
import {
  accountOf,
  app,
  checked,
  connect,
  DAY,
  db,
  deal,
  delivered,
  isoIn,
  setUpProof,
  standIns,
} from './proof.harness';

setUpProof();

/** The auto-approval job as the queue runs it, three days and a minute after the delivery. */
async function autoApproval(orderId: number) {
  const deliveredAt = (await db.order(orderId))?.deliveredAt?.toISOString() ?? '';
  await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 60_000, () =>
    app.services.orderTimers.autoApprove(orderId, deliveredAt),
  );
}

describe('the auto-approval of a delivery with posts (issue 47)', () => {
  it('is held when a post is not on the seller’s account, and both members are told why', async () => {
    const { buyer, seller, order } = await deal();
    await connect(seller, standIns.instagram, accountOf({ posts: [] }));
    const link = 'https://www.instagram.com/reel/Nowhere1/';
    await delivered(seller, order.id, [link]);
    const shown = await checked(buyer, order.id);
    expect(shown.posts?.[0]?.state).toBe('not_found');
    // The order says it will not approve itself.
    expect(shown.auto_approves_at).toBeNull();

    await autoApproval(order.id);
    expect((await db.order(order.id))?.state).toBe('delivered');
    const line = (await db.timeline(order.id)).at(-1);
    expect(line).toMatchObject({ kind: 'approval_held', byId: null });
    expect(line?.note).toContain(link);
    expect(line?.note).toContain('not found on the seller');
    // Both members get the deal notice, with the step that says why.
    const notices = await app.database.db
      .select()
      .from(dealMailNotices)
      .where(inArray(dealMailNotices.userId, [buyer.id, seller.id]));
    const held = notices.filter((row) => row.notice.step === 'order.approval-held');
    expect(held.map((row) => row.userId).sort()).toEqual([buyer.id, seller.id].sort());
    // The buyer still decides.
    const approve = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/approve/`,
      headers: buyer.headers,
    });
    expect(approve.statusCode).toBe(200);
  });

  it('goes ahead for a verified post, and for links to other sites', async () => {
    const { buyer, seller, order } = await deal();
    await connect(
      seller,
      standIns.instagram,
      accountOf({ posts: [{ shortcode: 'Rgood1', at: isoIn(5_000), likes: 5, comments: 1 }] }),
    );
    await delivered(seller, order.id, [
      'https://www.instagram.com/reel/Rgood1/',
      'https://drive.example.com/raw-files',
    ]);
    const shown = await checked(buyer, order.id);
    expect(shown.posts?.map((post) => post.state)).toEqual(['verified', 'unsupported']);
    expect(shown.auto_approves_at).not.toBeNull();
    await autoApproval(order.id);
    expect((await db.order(order.id))?.state).toBe('completed');
    expect((await db.timeline(order.id)).at(-1)?.kind).toBe('auto_approved');
  });
});

import { describe, expect, it } from 'vitest';
import type { Order } from '@partnerly/shared';
import { eventually } from '../../test/eventually';
import {
  accountOf,
  api,
  checked,
  connect,
  deal,
  delivered,
  isoIn,
  setUpProof,
  standIns,
} from './proof.harness';

setUpProof();

describe('a delivery checked again when the seller connects later (issue 47)', () => {
  it('reads the posts left not connected once the platform is connected, as at delivery', async () => {
    const { buyer, seller, order } = await deal();
    const shortcode = `Late${order.id}`;
    const link = `https://www.instagram.com/reel/${shortcode}/`;
    await delivered(seller, order.id, [link]);
    const before = await checked(buyer, order.id);
    expect(before.posts?.[0]?.state).toBe('not_connected');

    await connect(
      seller,
      standIns.instagram,
      accountOf({
        posts: [{ shortcode, caption: 'Our launch #ad', at: isoIn(5_000), likes: 30, comments: 4 }],
      }),
    );
    const after = await eventually(async () => {
      const read = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
      return read.posts?.[0]?.state === 'verified' ? read : undefined;
    }, 'the reel verified after the connect');
    expect(after.posts?.[0]).toMatchObject({ disclosure: true });
    // A verified delivery keeps its auto-approval (only a wrong post holds it).
    expect(after.auto_approves_at).not.toBeNull();
  });

  it('holds the auto-approval when the post is not on the account connected later', async () => {
    const { buyer, seller, order } = await deal();
    await delivered(seller, order.id, [`https://www.instagram.com/reel/Gone${order.id}/`]);
    const before = await checked(buyer, order.id);
    expect(before.posts?.[0]?.state).toBe('not_connected');
    // Nothing proves the post wrong yet: the auto-approval stands until the read says so.
    expect(before.auto_approves_at).not.toBeNull();

    await connect(seller, standIns.instagram, accountOf());
    const after = await eventually(async () => {
      const read = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
      return read.posts?.[0]?.state === 'not_found' ? read : undefined;
    }, 'the reel read after the connect');
    // As at delivery: a post not found on the seller's account holds the auto-approval.
    expect(after.auto_approves_at).toBeNull();
  });

  it('leaves another seller’s posts and other platforms alone', async () => {
    const mine = await deal();
    const other = await deal();
    const youtube = 'https://youtu.be/Abcdefghijk';
    await delivered(mine.seller, mine.order.id, [youtube]);
    await delivered(other.seller, other.order.id, ['https://www.instagram.com/p/Other1/']);
    await checked(mine.buyer, mine.order.id);
    await checked(other.buyer, other.order.id);

    await connect(mine.seller, standIns.instagram, accountOf());
    // The connect's transaction queued nothing for them: both stay as they were.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await checked(mine.buyer, mine.order.id)).posts?.[0]?.state).toBe('not_connected');
    expect((await checked(other.buyer, other.order.id)).posts?.[0]?.state).toBe('not_connected');
  });
});

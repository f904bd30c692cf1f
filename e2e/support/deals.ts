import type { APIRequestContext } from '@playwright/test';
import { utcDate } from '@partnerly/shared';
import { expect, type TestUser } from './fixtures';

/** A member's API session, as the app sends it. */
export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/**
 * An order set up through the API: `buyer` offers one Instagram Reel (due in ten days, one
 * round of changes) and `seller` accepts. Its id.
 */
export async function acceptedReelOrder(
  request: APIRequestContext,
  buyer: TestUser,
  seller: TestUser,
  { title = 'One Reel for the launch', price = 300 }: { title?: string; price?: number } = {},
): Promise<number> {
  const offer = await request.post('/api/offers/', {
    headers: bearer(buyer),
    data: {
      to: seller.username,
      role: 'buy',
      title,
      deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
      price,
      due_date: utcDate(10),
      usage_rights: 'Brand may repost for 30 days',
      revisions: 1,
      message: '',
    },
  });
  expect(offer.status()).toBe(201);
  const accepted = await request.post(`/api/offers/${(await offer.json()).id}/accept/`, {
    headers: bearer(seller),
  });
  expect(accepted.status()).toBe(201);
  return ((await accepted.json()) as { order: { id: number } }).order.id;
}

import type { APIRequestContext } from '@playwright/test';
import { utcDate } from '@partnerly/shared';
import { expect, type TestUser } from './fixtures';

/** A member's API session, as the app sends it. */
export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** `from` starts a conversation with `to`, as the profile's Message button does. */
export async function startDialogue(request: APIRequestContext, from: TestUser, to: TestUser) {
  const started = await request.post('/api/add_dialogue/', {
    headers: bearer(from),
    data: { username: to.username },
  });
  expect(started.ok()).toBe(true);
}

interface OrderTerms {
  title?: string;
  price?: number;
  deliverable?: { platform: string; what: string; quantity: number };
}

/** The payment and dispute journeys' order: three Instagram Stories for $400. */
export const STORIES: OrderTerms = {
  title: 'Three Stories for the autumn sale',
  price: 400,
  deliverable: { platform: 'Instagram', what: 'Story', quantity: 3 },
};

/**
 * An order set up through the API: `buyer` offers one Instagram Reel unless told another
 * deliverable (due in ten days, one round of changes) and `seller` accepts. Its id.
 */
export async function acceptedOrder(
  request: APIRequestContext,
  buyer: TestUser,
  seller: TestUser,
  {
    title = 'One Reel for the launch',
    price = 300,
    deliverable = { platform: 'Instagram', what: 'Reel', quantity: 1 },
  }: OrderTerms = {},
): Promise<number> {
  const offer = await request.post('/api/offers/', {
    headers: bearer(buyer),
    data: {
      to: seller.username,
      role: 'buy',
      title,
      deliverables: [deliverable],
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

/** An accepted order that `buyer` then paid in the test checkout (the money held). Its id. */
export async function paidOrder(
  request: APIRequestContext,
  buyer: TestUser,
  seller: TestUser,
  terms: OrderTerms = {},
): Promise<number> {
  const orderId = await acceptedOrder(request, buyer, seller, terms);
  const pay = await request.post(`/api/orders/${orderId}/pay/`, { headers: bearer(buyer) });
  expect(pay.status()).toBe(201);
  const paid = await request.post(`/api/orders/${orderId}/pay/test/`, { headers: bearer(buyer) });
  expect(paid.ok()).toBe(true);
  return orderId;
}

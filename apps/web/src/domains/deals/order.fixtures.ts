import type { Order } from '@partnerly/shared';

/**
 * An order as the API sends it, for the tests of the deal screens and their helpers: active,
 * due 12 Dec, paid outside Partnerly because the seller's payouts are not set up; `changes`
 * make it what a test needs.
 */
export const anOrder = (changes: Partial<Order> = {}): Order => ({
  id: 42,
  offer_id: 7,
  campaign: null,
  buyer: 'brand',
  seller: 'creator',
  title: 'Two reels',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
  price: 500,
  due_date: '2026-12-12',
  usage_rights: 'Brand may repost for 30 days',
  revisions: 1,
  revisions_left: 1,
  state: 'active',
  delivery: null,
  auto_approves_at: null,
  timeline: [{ at: '2026-11-26T10:00:00.000Z', by: 'brand', kind: 'created', note: '' }],
  created_at: '2026-11-26T10:00:00.000Z',
  payment: {
    through_partnerly: false,
    price: 500,
    total: 525,
    why_not: 'seller_payouts_not_set_up',
    state: 'unpaid',
    amount: 525,
    fee: 25,
    paid_at: null,
    released_at: null,
    test: false,
    payable: false,
    settlement: null,
  },
  ...changes,
});

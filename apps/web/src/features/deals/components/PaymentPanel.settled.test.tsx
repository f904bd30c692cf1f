import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, OrderPayment, PaymentSettlement } from '@partnerly/shared';
import { renderPage } from '../../../test/render-app';
import { orderStateLabelOf, settledLineOf } from '../../../domains/deals/settled-words';
import { PaymentPanel } from './PaymentPanel';

const split: PaymentSettlement = {
  outcome: 'split',
  to_seller: 450,
  to_buyer: 450,
  fee_kept: 45,
  released_at: '2026-11-27T10:00:00.000Z',
  refunded_at: '2026-11-27T10:00:00.000Z',
};

const payment = (settlement: PaymentSettlement, state: OrderPayment['state']): OrderPayment => ({
  through_partnerly: true,
  price: 900,
  fee: 45,
  total: 945,
  why_not: null,
  state,
  amount: 945,
  paid_at: '2026-11-20T10:00:00.000Z',
  released_at: settlement.released_at,
  test: false,
  payable: false,
  settlement,
});

const order = (settlement: PaymentSettlement, state: OrderPayment['state']): Order => ({
  id: 42,
  offer_id: 7,
  campaign: null,
  buyer: 'brand',
  seller: 'mayaskin',
  title: 'Two reels',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
  price: 900,
  due_date: '2026-12-12',
  usage_rights: 'Brand may repost for 30 days',
  revisions: 1,
  revisions_left: 1,
  state: 'completed',
  delivery: null,
  auto_approves_at: null,
  timeline: [],
  created_at: '2026-11-20T10:00:00.000Z',
  payment: payment(settlement, state),
});

describe('a settled payment in amounts (issue 53)', () => {
  it('states a split for each side, never the price as if paid in full', () => {
    const splitOrder = order(split, 'partially_refunded');
    renderPage(<PaymentPanel order={splitOrder} side="buyer" />);
    expect(screen.getByText('Paid - $450 to mayaskin, $450 refunded to you')).toBeTruthy();
    expect(
      screen.getByText(
        /\$945 paid: \$450 to the seller, \$450 refunded to the buyer, \$45 Partnerly fee\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/\$900 for the seller/)).toBeNull();
    cleanup();
    renderPage(<PaymentPanel order={splitOrder} side="seller" />);
    expect(screen.getByText('Paid - $450 on its way to you, $450 refunded to brand')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it in your earnings' })).toBeTruthy();
    expect(orderStateLabelOf(splitOrder)).toBe('Split by Partnerly');
    // The two members settled on it themselves (decision 106).
    const settled = { at: '2026-11-27T10:00:00.000Z', by: 'brand', kind: 'settled', note: '' };
    const agreed = { ...splitOrder, timeline: [...splitOrder.timeline, settled] } as Order;
    expect(orderStateLabelOf(agreed)).toBe('Split by agreement');
  });

  it('tells the seller their money is on its way, then paid once the payout window is over', () => {
    const released = order(
      { ...split, outcome: 'released', to_seller: 950, to_buyer: 0, refunded_at: null },
      'released',
    );
    const soon = new Date('2026-11-28T10:00:00.000Z');
    expect(settledLineOf(released, 'seller', soon)).toBe('$950 on its way to you');
    expect(settledLineOf(released, 'buyer', soon)).toBe('$950 to mayaskin');
    const later = new Date('2026-12-10T10:00:00.000Z');
    expect(settledLineOf(released, 'seller', later)).toBe('$950 paid to you');
    expect(orderStateLabelOf(released)).toBe('Completed');
  });
});

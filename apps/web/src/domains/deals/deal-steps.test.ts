import { orderStateLabelOf } from './settled-words';
import { describe, expect, it } from 'vitest';
import {
  approvalConfirmationOf,
  autoApprovalLineOf,
  formatDueDate,
  nextStepOf,
  cancelAskedByMe,
  orderWaitsFor,
  tabOf,
} from './deal-steps';
import { anOrder as order } from './order.fixtures';

describe('the next step of an order', () => {
  it('tells the seller to deliver by the due date, and the buyer when it is due', () => {
    expect(nextStepOf(order(), 'creator', 'en-GB')).toBe('Deliver by 12 Dec');
    expect(nextStepOf(order(), 'brand', 'en-GB')).toBe('Delivery due 12 Dec');
  });

  it('asks the buyer to review a delivery, and the seller to deliver the changes', () => {
    expect(nextStepOf(order({ state: 'delivered' }), 'brand')).toBe('Review the delivery');
    expect(nextStepOf(order({ state: 'delivered' }), 'creator')).toBe('Waiting for the review');
    expect(nextStepOf(order({ state: 'changes_requested' }), 'creator', 'en-GB')).toBe(
      'Deliver the changes by 12 Dec',
    );
  });

  it('asks the other side to answer a request to cancel, not the side that asked', () => {
    const asked = order({
      timeline: [
        ...order().timeline,
        { at: '2026-11-27T10:00:00.000Z', by: 'brand', kind: 'cancel_requested', note: '' },
      ],
    });
    expect(nextStepOf(asked, 'creator')).toBe('Answer the request to cancel');
    expect(orderWaitsFor(asked, 'creator')).toBe(true);
    // The side that asked is told it waits, not "In progress" again (issue 53).
    expect(nextStepOf(asked, 'brand', 'en-GB')).toBe('You asked to cancel: waiting for creator');
    expect(cancelAskedByMe(asked, 'brand')).toBe(true);
    expect(cancelAskedByMe(asked, 'creator')).toBe(false);
    expect(orderStateLabelOf(asked)).toBe('Cancel asked');
  });
});

describe('an order waiting for its payment (issue 53, decision 092)', () => {
  const waiting = (payable: boolean) =>
    order({
      state: 'awaiting_payment',
      payment: {
        ...order().payment,
        through_partnerly: payable,
        why_not: payable ? null : 'seller_payouts_not_set_up',
        payable,
      },
    });

  it('tells the seller not to start, and the buyer to pay', () => {
    expect(nextStepOf(waiting(true), 'creator')).toBe("Don't start yet: waiting for brand to pay");
    expect(nextStepOf(waiting(true), 'brand')).toBe(
      'Pay to start the order: creator starts once you pay',
    );
    expect(orderWaitsFor(waiting(true), 'brand')).toBe(true);
    expect(orderWaitsFor(waiting(true), 'creator')).toBe(false);
    expect(tabOf('awaiting_payment')).toBe('active');
  });

  it('asks the seller for payouts when the buyer cannot pay yet', () => {
    expect(nextStepOf(waiting(false), 'creator')).toBe(
      "Don't start yet: set up payouts so brand can pay",
    );
    expect(orderWaitsFor(waiting(false), 'creator')).toBe(true);
    expect(orderWaitsFor(waiting(false), 'brand')).toBe(false);
  });
});

describe('what waits for whom', () => {
  it('counts an active order for the seller and a delivered one for the buyer', () => {
    expect(orderWaitsFor(order(), 'creator')).toBe(true);
    expect(orderWaitsFor(order(), 'brand')).toBe(false);
    expect(orderWaitsFor(order({ state: 'delivered' }), 'brand')).toBe(true);
    expect(orderWaitsFor(order({ state: 'completed' }), 'brand')).toBe(false);
  });
});

describe('formats and tabs', () => {
  it('writes a due date as a calendar day, whatever the time zone', () => {
    expect(formatDueDate('2026-01-01', 'en-GB')).toBe('1 Jan');
    expect(formatDueDate('2026-01-01', 'en-US')).toBe('1 Jan');
  });

  it('puts disputes and changes with the active orders', () => {
    expect(tabOf('disputed')).toBe('active');
    expect(tabOf('changes_requested')).toBe('active');
    expect(tabOf('completed')).toBe('completed');
    expect(tabOf('cancelled')).toBe('cancelled');
  });
});

describe('the auto-approval deadline', () => {
  // 1 Dec 2026, 14:05 where the test runs: the line speaks the member's own clock.
  const approvesAt = new Date(2026, 11, 1, 14, 5).toISOString();

  it('tells the buyer of a delivered order when it approves itself', () => {
    const delivered = order({ state: 'delivered', auto_approves_at: approvesAt });
    expect(autoApprovalLineOf(delivered, 'brand', 'en-GB')).toBe(
      'Approves itself on 1 Dec at 14:05 unless you ask for changes',
    );
    expect(autoApprovalLineOf(delivered, 'creator', 'en-GB')).toBeNull();
  });

  it('says nothing when the order has no deadline', () => {
    expect(autoApprovalLineOf(order({ state: 'changes_requested' }), 'brand', 'en-GB')).toBeNull();
  });
});

describe('the confirmation before approving a delivery (issue 51, point 3)', () => {
  it('says what it releases, to whom, and that it cannot be undone, when Partnerly holds the money', () => {
    const held = order({
      state: 'delivered',
      payment: { ...order().payment, through_partnerly: true, why_not: null, state: 'held' },
    });
    expect(approvalConfirmationOf(held)).toEqual({
      title: 'Approve and release the payment?',
      body: 'Approving completes order P-000042 and releases $500 to creator at once. This cannot be undone: ask for changes first if anything is missing.',
      confirmLabel: 'Release $500',
    });
  });

  it('promises no money when none is held', () => {
    const confirmation = approvalConfirmationOf(order({ state: 'delivered' }));
    expect(confirmation.title).toBe('Approve the delivery?');
    expect(confirmation.body).not.toMatch(/\$|releases/);
    expect(confirmation.body).toMatch(/cannot be undone/);
  });
});

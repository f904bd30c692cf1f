import { describe, expect, it } from 'vitest';
import type { Order, OrderPayment } from '@partnerly/shared';
import { resolutionConfirmationOf } from './resolution-confirmation';

const held = { state: 'held', amount: 420, price: 400, fee: 20, total: 420 } as OrderPayment;
const order = { id: 42, buyer: 'brand', seller: 'maya', price: 400, payment: held } as Pick<
  Order,
  'id' | 'buyer' | 'seller' | 'price' | 'payment'
>;

describe('the admin’s confirmation before resolving a dispute (issue 51)', () => {
  it('says what moves to whom for each outcome, and that it cannot be undone', () => {
    const complete = resolutionConfirmationOf(order, 'completed');
    expect(complete.body).toBe(
      'Completes order P-000042 and releases $400 to maya; brand gets no refund. Both members are told at once. This cannot be undone.',
    );
    expect(complete.confirmLabel).toBe('Release $400');
    const cancel = resolutionConfirmationOf(order, 'cancelled');
    expect(cancel.body).toMatch(
      /refunds \$420 to brand, all they paid with the Partnerly fee; maya receives nothing/,
    );
    expect(cancel.confirmLabel).toBe('Refund $420');
    const split = resolutionConfirmationOf(order, 'split', 250);
    expect(split.body).toMatch(
      /refunds \$250 to brand and releases \$150 to maya\..*cannot be undone/,
    );
    expect(split.confirmLabel).toBe('Refund $250, release $150');
  });

  it('says no money moves when the order was not paid through Partnerly', () => {
    const unpaid = { ...order, payment: { ...held, state: 'unpaid' as const } };
    expect(resolutionConfirmationOf(unpaid, 'cancelled').body).toMatch(
      /^Cancels order P-000042\. No money moves through Partnerly/,
    );
  });
});

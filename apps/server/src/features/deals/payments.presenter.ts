import type { OrderPayment, OrderState, PaymentProblem } from '@partnerly/shared';
import { dealMoney, dollars, type MoneyTerms } from './deal-money';
import { settlementOfRow } from './payment-settlement';
import type { PaymentRow } from './payments.repository';

const UNDERWAY: readonly OrderState[] = [
  'awaiting_payment',
  'active',
  'delivered',
  'changes_requested',
];

/**
 * An order's payment on the wire; an unpaid one shows what paying would cost now, and why it
 * cannot go through Partnerly if it cannot. `payable`: the seller can be paid and the order is
 * under way.
 */
export function presentPayment(
  order: { price: number; state: OrderState },
  row: PaymentRow | undefined,
  terms: MoneyTerms,
): OrderPayment {
  const paid = row && row.state !== 'unpaid';
  const money = dealMoney(order.price, terms, paid ? row : undefined);
  return {
    ...money,
    state: row?.state ?? 'unpaid',
    amount: money.total,
    paid_at: row?.paidAt?.toISOString() ?? null,
    released_at: row?.releasedAt?.toISOString() ?? null,
    test: paid ? row.test : terms.mode === 'test',
    payable: !paid && money.through_partnerly && UNDERWAY.includes(order.state),
    settlement: row ? settlementOfRow(row) : null,
  };
}

export const presentProblem = (row: PaymentRow, title: string): PaymentProblem => ({
  kind: 'settlement',
  order_id: row.orderId,
  title,
  state: row.state,
  release_amount: dollars(row.releaseCents),
  refund_amount: dollars(row.refundCents),
  error: row.problem ?? '',
  tries: row.tries,
  since: (row.problemAt ?? new Date(0)).toISOString(),
});

import type { OrderPayment, OrderState, PaymentProblem } from '@partnerly/shared';
import type { PaymentRow } from './payments.repository';

const dollars = (cents: number) => cents / 100;
const UNDERWAY: readonly OrderState[] = ['active', 'delivered', 'changes_requested'];

/** Partnerly's fee on a price (whole dollars), in cents. */
export const feeCentsOf = (price: number, feePercent: number) =>
  Math.round((price * 100 * feePercent) / 100);

/**
 * An order's payment on the wire; an unpaid one shows what paying would cost now. `payable`:
 * the seller can be paid and the order is under way.
 */
export function presentPayment(
  order: { price: number; state: OrderState },
  row: PaymentRow | undefined,
  options: { feePercent: number; sellerPayable: boolean; test: boolean },
): OrderPayment {
  const paid = row && row.state !== 'unpaid';
  const fee = paid ? row.feeCents : feeCentsOf(order.price, options.feePercent);
  const amount = paid ? row.amountCents : order.price * 100 + fee;
  return {
    state: row?.state ?? 'unpaid',
    amount: dollars(amount),
    fee: dollars(fee),
    paid_at: row?.paidAt?.toISOString() ?? null,
    released_at: row?.releasedAt?.toISOString() ?? null,
    test: paid ? row.test : options.test,
    payable: !paid && options.sellerPayable && UNDERWAY.includes(order.state),
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

import {
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  businessDaysAfter,
  type DisputeCase,
  type DisputeFile,
  type DisputeView,
} from '@partnerly/shared';
import type { OrderRow } from './deals.repository';
import type { DisputeCaseRow, DisputeRow } from './disputes.repository';

const nameOf = (names: Map<number, string>, id: number | null) =>
  id === null ? null : (names.get(id) ?? null);

const caseOf = (cases: DisputeCaseRow[], side: 'buyer' | 'seller'): DisputeCase | null => {
  const found = cases.find((item) => item.side === side);
  return found ? { text: found.text, updated_at: found.updatedAt.toISOString() } : null;
};

/** An order's dispute as both members and admins see it (decision 106). */
export function presentDispute(
  order: OrderRow,
  row: DisputeRow,
  cases: DisputeCaseRow[],
  names: Map<number, string>,
  files: DisputeFile[],
): DisputeView {
  const open = order.state === 'disputed' && row.closedAt === null;
  const amount = row.proposedSellerAmount;
  return {
    opened_by: nameOf(names, row.openedById),
    opened_at: row.openedAt.toISOString(),
    respond_by: businessDaysAfter(row.openedAt, DISPUTE_RESPONSE_BUSINESS_DAYS).toISOString(),
    previous_state: row.previousState,
    open,
    cases: { buyer: caseOf(cases, 'buyer'), seller: caseOf(cases, 'seller') },
    files,
    proposal:
      amount !== null && row.proposedAt !== null
        ? {
            by: nameOf(names, row.proposedById),
            seller_amount: amount,
            refund_amount: order.price - amount,
            at: row.proposedAt.toISOString(),
          }
        : null,
  };
}

import { settlementOf, type PaymentSettlement } from '@partnerly/shared';
import type { PaymentRow } from './payments.repository';

/** What moved where for a stored payment (issue 53): the shared `settlementOf` of its row. */
export const settlementOfRow = (
  row: Pick<
    PaymentRow,
    | 'state'
    | 'settlePlannedAt'
    | 'amountCents'
    | 'releaseCents'
    | 'refundCents'
    | 'releasedAt'
    | 'refundedAt'
  >,
): PaymentSettlement | null =>
  settlementOf({
    paid: row.state !== 'unpaid',
    planned: row.settlePlannedAt !== null,
    amountCents: row.amountCents,
    releaseCents: row.releaseCents,
    refundCents: row.refundCents,
    releasedAt: row.releasedAt,
    refundedAt: row.refundedAt,
  });

import {
  PAYOUT_TIMING,
  payoutWindowOf,
  settlementOf,
  type EarningStatus,
  type EarningsData,
  type EarningsOrder,
} from '@partnerly/shared';
import type { EarningRow } from './earnings.repository';

const cents = (amount: number) => Math.round(amount * 100);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What moved where for a row: the shared derivation every surface reads (issue 53). */
export const settlementOfEarning = (row: EarningRow) =>
  settlementOf({
    paid: row.state !== 'unpaid',
    planned: row.settlePlannedAt !== null,
    amountCents: row.amountCents,
    releaseCents: row.releaseCents,
    refundCents: row.refundCents,
    releasedAt: row.releasedAt,
    refundedAt: row.refundedAt,
  });

/**
 * One order's money for its seller at `now`: held until settled; a release is on its way until
 * its payout window is over. Test money shows the same window, so the test checkout walks the
 * page a seller will meet (the page labels it test money).
 */
export function presentEarning(row: EarningRow, now: Date): EarningsOrder {
  const settled = settlementOfEarning(row);
  const toYou = settled?.to_seller ?? 0;
  const window = row.releasedAt ? payoutWindowOf(row.releasedAt) : null;
  return {
    ...presentAmounts(row, settled, window),
    status: statusOf(settled === null, toYou, window, now),
  };
}

function statusOf(
  held: boolean,
  toYou: number,
  window: { to: Date } | null,
  now: Date,
): EarningStatus {
  if (held) return 'held';
  if (toYou === 0) return 'refunded';
  // A planned release the job has not moved yet is on its way too.
  return window && window.to < now ? 'released' : 'on_its_way';
}

function presentAmounts(
  row: EarningRow,
  settled: ReturnType<typeof settlementOfEarning>,
  window: { from: Date; to: Date } | null,
): Omit<EarningsOrder, 'status'> {
  return {
    order_id: row.orderId,
    title: row.title,
    buyer: row.buyer,
    price: row.price,
    held: settled ? 0 : row.price,
    to_you: settled?.to_seller ?? 0,
    refunded: settled?.to_buyer ?? 0,
    split: settled?.outcome === 'split',
    // A split the members closed themselves; an admin's verdict leaves the dispute row open.
    split_agreed: settled?.outcome === 'split' && row.disputeClosedAt !== null,
    paid_at: iso(row.paidAt),
    released_at: iso(row.releasedAt),
    refunded_at: iso(row.refundedAt),
    arrives_from: window?.from.toISOString() ?? null,
    arrives_by: window?.to.toISOString() ?? null,
    test: row.test,
  };
}

/** How many orders the list shows; the totals count them all. */
export const EARNINGS_PAGE = 100;

/** GET api/earnings/: the totals over every order, the list filtered by `status`. */
export function presentEarnings(
  rows: EarningRow[],
  now: Date,
  status: EarningStatus | undefined,
): EarningsData {
  const all = rows.map((row) => presentEarning(row, now));
  // Summed in cents: dollars with cents do not add up exactly as floats.
  const totals = { held: 0, on_its_way: 0, released: 0, refunded: 0 };
  for (const each of all) {
    totals.held += cents(each.held);
    if (each.status === 'on_its_way') totals.on_its_way += cents(each.to_you);
    if (each.status === 'released') totals.released += cents(each.to_you);
    totals.refunded += cents(each.refunded);
  }
  const listed = status ? all.filter((each) => each.status === status) : all;
  return {
    totals: {
      held: totals.held / 100,
      on_its_way: totals.on_its_way / 100,
      released: totals.released / 100,
      refunded: totals.refunded / 100,
    },
    orders: listed.slice(0, EARNINGS_PAGE),
    more: listed.length > EARNINGS_PAGE,
    payout_timing: PAYOUT_TIMING,
  };
}

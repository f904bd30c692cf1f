import { payoutWindowOf } from './earnings';
import { formatDollars } from './format';

/**
 * What moved where once an order's payment was settled (issue 53): the one truth the payment
 * box, the Deals list, the timeline, the agreement, the export and the Earnings page read, so no
 * surface says "$900 for the seller" after Partnerly split the money. Amounts in dollars.
 */
export interface PaymentSettlement {
  /** `split`: part released to the seller, part refunded to the buyer (an admin's verdict). */
  outcome: 'released' | 'refunded' | 'split';
  to_seller: number;
  to_buyer: number;
  /** What Partnerly kept: its fee, unless the buyer was refunded in full. */
  fee_kept: number;
  /** When each part left Partnerly; null while the settlement job has not moved it yet. */
  released_at: string | null;
  refunded_at: string | null;
}

/** Who reads the words: one of the two sides, or a third party (the agreement, an admin). */
export interface SettlementReader {
  side: 'buyer' | 'seller' | undefined;
  buyer: string | null;
  seller: string | null;
  /** Now, so a seller's money reads "paid to you" once its payout window is over. */
  now?: Date;
}

/** "Split by Partnerly" on a completed order's badge instead of plain "Completed". */
export const SPLIT_LABEL = 'Split by Partnerly';

/**
 * The settlement in one line, from the reader's side: "$450 to mayaskin, $450 refunded to you"
 * for the buyer of a split, "$950 on its way to you" for a seller paid in full.
 */
export function settlementWords(settlement: PaymentSettlement, reader: SettlementReader): string {
  const seller = reader.side === 'seller' ? 'you' : (reader.seller ?? 'the seller');
  const buyer = reader.side === 'buyer' ? 'you' : (reader.buyer ?? 'the buyer');
  const released = formatDollars(settlement.to_seller);
  const refunded = formatDollars(settlement.to_buyer);
  const arrived =
    settlement.released_at !== null &&
    reader.now !== undefined &&
    payoutWindowOf(new Date(settlement.released_at)).to < reader.now;
  const toSeller =
    reader.side === 'seller'
      ? `${released} ${arrived ? 'paid to you' : 'on its way to you'}`
      : `${released} to ${seller}`;
  switch (settlement.outcome) {
    case 'released':
      return toSeller;
    case 'refunded':
      return `${refunded} refunded to ${buyer}`;
    case 'split':
      return `${toSeller}, ${refunded} refunded to ${buyer}`;
  }
}

/** A payment as stored, in cents: enough to say what moved where. */
export interface StoredSettlement {
  /** Paid through Partnerly (not `unpaid`). */
  paid: boolean;
  /** The closing step planned the settlement (`settle_planned_at`). */
  planned: boolean;
  amountCents: number;
  releaseCents: number;
  refundCents: number;
  releasedAt: Date | null;
  refundedAt: Date | null;
}

/**
 * What moved where, from what the order's closing step planned: the one derivation behind the
 * order's payment, the agreement, the export and the seller's earnings. Null while nothing is
 * planned (unpaid, held, or frozen by a dispute).
 */
export function settlementOf(stored: StoredSettlement): PaymentSettlement | null {
  if (!stored.paid || !stored.planned) return null;
  const outcome =
    stored.refundCents === 0 ? 'released' : stored.releaseCents === 0 ? 'refunded' : 'split';
  return {
    outcome,
    to_seller: stored.releaseCents / 100,
    to_buyer: stored.refundCents / 100,
    fee_kept: (stored.amountCents - stored.releaseCents - stored.refundCents) / 100,
    released_at: stored.releasedAt?.toISOString() ?? null,
    refunded_at: stored.refundedAt?.toISOString() ?? null,
  };
}

import {
  AUTO_APPROVAL_DAYS,
  CANCEL_ALONE_AFTER_DAYS,
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  formatDollars,
  orderNumber,
  settlementWords,
  type PaymentSettlement,
  type PaymentState,
} from '@partnerly/shared';
import { newPdf, pdfBytes } from '../../lib/pdf';
import type { OfferRow, OrderRow } from './deals.repository';

/** What the agreement is made of (the order, its final offer version, the people's names). */
export interface AgreementParts {
  order: OrderRow;
  offer: OfferRow;
  names: ReadonlyMap<number, string>;
  legalNames: ReadonlyMap<number, string>;
  /** How the order is paid (issue 33); unpaid orders are paid outside Partnerly. */
  payment?: PaymentState;
  /** Paid in the built-in test checkout: no real money moved, and the agreement says so. */
  testMoney?: boolean;
  /** What moved where once the order closed (issue 53): written in amounts. */
  settlement?: PaymentSettlement | null;
  /** What the buyer was charged through Partnerly, and its fee (issue 53); none when unpaid. */
  charged?: { totalCents: number; feeCents: number } | null;
}

/** The rules the two members agreed to with the order (issue 53: the agreement left them out). */
const RULES = [
  `Approval: the buyer approves a delivery or asks for changes within the revisions included; a delivery not answered within ${AUTO_APPROVAL_DAYS} days is approved automatically. Money held by Partnerly goes to the seller on approval.`,
  `Cancellation: either member may ask to cancel, and the order is cancelled when the other agrees; the buyer alone may cancel ${CANCEL_ALONE_AFTER_DAYS} days after a missed due date. Held money goes back to the buyer.`,
  `Disputes: either member may report a problem; the payment stays frozen while Partnerly reviews the terms, both cases and the conversation, and answers within ${DISPUTE_RESPONSE_BUSINESS_DAYS} business days. The members may settle on a split themselves.`,
];

const PAYMENT_LINES: Record<PaymentState, string> = {
  unpaid: 'Paid outside Partnerly',
  held: 'Paid through Partnerly, held until the buyer approves',
  released: 'Paid through Partnerly and released to the seller',
  refunded: 'Paid through Partnerly and refunded to the buyer',
  partially_refunded: 'Paid through Partnerly, partly refunded after a dispute',
};

const TEST_PAYMENT_LINES: Record<Exclude<PaymentState, 'unpaid'>, string> = {
  held: 'paid in the test checkout, held until the buyer approves',
  released: 'paid in the test checkout and released to the seller',
  refunded: 'paid in the test checkout and refunded to the buyer',
  partially_refunded: 'paid in the test checkout, partly refunded after a dispute',
};

/** The payment line; a test payment never reads as money paid (issue 46, case 15). */
function paymentLine(state: PaymentState, testMoney: boolean): string {
  if (state === 'unpaid' || !testMoney) return PAYMENT_LINES[state];
  return `Test money (no real money moved): ${TEST_PAYMENT_LINES[state]}`;
}

/**
 * The amounts that moved, naming both parties (issue 53): "$450 to @mayaskin, $450 refunded to
 * @brand; Partnerly kept its $45 fee", never the price as if it had been paid in full.
 */
function settledLine(parts: AgreementParts, settlement: PaymentSettlement): string {
  const handle = (id: number | null) => {
    const name = id === null ? undefined : parts.names.get(id);
    return name ? `@${name}` : null;
  };
  const words = settlementWords(settlement, {
    side: undefined,
    buyer: handle(parts.order.buyerId),
    seller: handle(parts.order.sellerId),
  });
  const fee =
    settlement.fee_kept > 0 ? `; Partnerly kept its ${formatDollars(settlement.fee_kept)} fee` : '';
  return `${words}${fee}.`;
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const dollars = (price: number) => `US$ ${new Intl.NumberFormat('en-US').format(price)}`;

/** A party as the agreement names them: username, and the legal name when one is set. */
function party(parts: AgreementParts, id: number | null): string {
  if (id === null) return 'a former member';
  const username = parts.names.get(id) ?? 'a former member';
  const legal = parts.legalNames.get(id);
  return legal ? `${legal} (Partnerly member @${username})` : `@${username}`;
}

/**
 * The one-page agreement of an order (issue 32, item 4), drawn with pdfkit (docs/decisions/046):
 * both parties, the frozen terms, when the final version was made and accepted, the order
 * number, and that Partnerly is not a party to it. Long texts are cut to keep it on one page.
 */
export function agreementPdf(parts: AgreementParts): Promise<Buffer> {
  const { order, offer } = parts;
  const doc = newPdf({ Title: `Agreement ${orderNumber(order.id)}: ${order.title}` });
  const done = pdfBytes(doc);
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1)}…` : text;
  const heading = (text: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(text);
  const line = (text: string) => doc.font('Helvetica').fontSize(10).text(text);

  doc.font('Helvetica-Bold').fontSize(16).text('Collaboration agreement');
  line(`Order ${orderNumber(order.id)}`);
  heading('Parties');
  line(`Buyer (pays): ${party(parts, order.buyerId)}`);
  line(`Seller (delivers): ${party(parts, order.sellerId)}`);
  heading('Terms');
  line(`Title: ${order.title}`);
  line(`Price: ${dollars(order.price)}`);
  line(`Payment: ${paymentLine(parts.payment ?? 'unpaid', parts.testMoney ?? false)}`);
  if (parts.charged) {
    const { totalCents, feeCents } = parts.charged;
    line(
      `Buyer pays: ${formatDollars(totalCents / 100)} in total (${formatDollars((totalCents - feeCents) / 100)} for the seller and a ${formatDollars(feeCents / 100)} Partnerly fee).`,
    );
  }
  if (parts.settlement) line(`Settled: ${settledLine(parts, parts.settlement)}`);
  line(`Due date: ${order.dueDate}`);
  line(`Revisions included: ${order.revisions}`);
  heading('Deliverables');
  for (const item of order.deliverables)
    line(`${item.quantity} × ${item.what} on ${item.platform}`);
  heading('Usage rights');
  line(cut(order.usageRights, 600));
  heading('Agreement');
  line(`Final version made by ${party(parts, offer.fromId)} on ${utc(offer.createdAt)}.`);
  line(`Accepted by ${party(parts, offer.toId)} on ${utc(order.createdAt)}.`);
  heading('Rules');
  for (const rule of RULES) line(rule);
  doc.moveDown(1.2);
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .text(
      'Partnerly is not a party to this agreement. It records the terms the two members accepted in their conversation on Partnerly.',
    );
  doc.text(
    `Issued by Partnerly, the marketplace where creators and brands agree, pay and review their deals, on ${utc(new Date())}.`,
  );
  doc.end();
  return done;
}

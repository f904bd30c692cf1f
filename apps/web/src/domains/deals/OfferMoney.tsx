import { Text } from '@mantine/core';
import { formatDollars, type Offer } from '@partnerly/shared';
import { sideOf } from './deal-steps';
import { PayoutsNudge } from './PayoutsNudge';

/**
 * What an offer costs the buyer and pays the seller, before anyone accepts (issue 51), and why
 * the money would not go through Partnerly.
 */
export function offerMoneyLine(offer: Pick<Offer, 'buyer' | 'seller' | 'payment'>, me: string) {
  const { payment } = offer;
  const buyer = sideOf(offer, me) === 'buyer';
  if (payment.why_not === 'payments_off') return 'Paid outside Partnerly';
  if (payment.why_not === 'seller_payouts_not_set_up') {
    return buyer
      ? `Waiting for ${offer.seller ?? 'the seller'} to set up payouts before paying through Partnerly`
      : 'Set up payouts so the buyer can pay you through Partnerly';
  }
  const total = formatDollars(payment.total);
  const fee = formatDollars(payment.fee);
  return buyer
    ? `You pay ${total}: ${formatDollars(payment.price)} + ${fee} Partnerly fee, held until you approve`
    : `You receive ${formatDollars(payment.price)}; the buyer pays ${total} with the ${fee} Partnerly fee`;
}

export function OfferMoney({ offer, me }: { offer: Offer; me: string }) {
  const nudge =
    offer.state === 'open' &&
    offer.payment.why_not === 'seller_payouts_not_set_up' &&
    sideOf(offer, me) === 'seller';
  // The seller's line is the nudge itself, one sentence with its link (no line of its own).
  if (nudge) return <PayoutsNudge then=" so the buyer can pay you through Partnerly" />;
  return (
    <Text size="sm" c="gray.7">
      {offerMoneyLine(offer, me)}
    </Text>
  );
}

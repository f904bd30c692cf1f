import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDollars, type Offer } from '@partnerly/shared';
import { whyNotLine } from './deal-money';
import { sideOf } from './deal-steps';
import { AppModal, type ModalProps } from '../../components/AppModal';
import { PayoutsNudge } from './PayoutsNudge';

/** What accepting commits the viewer to, in money (issue 51): said before the order begins. */
export function acceptMoneyLine(offer: Pick<Offer, 'buyer' | 'seller' | 'payment'>, me: string) {
  const { payment } = offer;
  const buyer = offer.buyer ?? 'the buyer';
  const seller = offer.seller ?? 'the seller';
  const price = formatDollars(payment.price);
  const fee = formatDollars(payment.fee);
  const total = formatDollars(payment.total);
  if (payment.why_not === 'payments_off') {
    return `The order is for ${price}, paid outside Partnerly.`;
  }
  return sideOf(offer, me) === 'buyer'
    ? `You pay ${total}: ${price} for ${seller} and the ${fee} Partnerly fee. Partnerly holds it until you approve the delivery.`
    : `You receive ${price} once ${buyer} approves the delivery; ${buyer} pays ${total} with the ${fee} Partnerly fee.`;
}

/** Accept's confirmation: the order begins at once, with the money it says. */
export function AcceptOfferDialog({
  opened,
  onClose,
  offer,
  me,
  onAccept,
}: ModalProps & { offer: Offer; me: string; onAccept: () => void }) {
  const selling = sideOf(offer, me) === 'seller';
  const why = whyNotLine(offer.payment.why_not, {
    buyer: offer.buyer ?? 'the buyer',
    seller: offer.seller ?? 'the seller',
    meSelling: selling,
  });
  return (
    <AppModal opened={opened} onClose={onClose} title="Accept the offer?" size="sm">
      <Stack gap="md">
        <Text>
          Accepting starts the order “{offer.title}” with {offer.from ?? 'a former member'} on these
          terms.
        </Text>
        <Text fw={600}>{acceptMoneyLine(offer, me)}</Text>
        {why && (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{why}</Text>
            {selling && offer.payment.why_not === 'seller_payouts_not_set_up' && <PayoutsNudge />}
          </Stack>
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onClose();
              onAccept();
            }}
          >
            Accept and start the order
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDollars, type Order } from '@partnerly/shared';
import { showDealError } from '../../../domains/deals/deals';
import { settledLineOf } from '../../../domains/deals/settled-words';
import { paths } from '../../../lib/paths';
import { payOrder } from '../api/pay-order';
import { PayoutsNudge } from '../../../domains/deals/PayoutsNudge';

/** What the payment's state means, for the buyer and for the seller. */
function statusOf(order: Order, side: 'buyer' | 'seller' | undefined): string {
  const { payment } = order;
  // Once the order closed, the amounts that moved say it (issue 53), for each side.
  const settled = settledLineOf(order, side);
  if (settled && side) return `Paid - ${settled}`;
  switch (payment.state) {
    case 'held':
      // A dispute freezes it: no approval releases it until the dispute closes (decision 106).
      if (order.state === 'disputed') return 'Paid - frozen while Partnerly reviews';
      if (side === 'buyer') return 'Paid - held by Partnerly until you approve';
      // "You can start" only while the work is still to do, not once it is delivered or done.
      return order.state === 'active'
        ? 'Paid - held by Partnerly until the buyer approves. You can start.'
        : 'Paid - held by Partnerly until the buyer approves.';
    case 'released':
      return `Paid - released to the seller${payment.released_at ? ` on ${formatDate(payment.released_at)}` : ''}`;
    case 'refunded':
      return 'Paid - refunded to the buyer in full';
    case 'partially_refunded':
      return 'Paid - partly refunded to the buyer, the rest released to the seller';
    default:
      if (payment.payable) {
        return side === 'buyer'
          ? 'Pay through Partnerly: we hold the money until you approve the delivery.'
          : 'The buyer can pay through Partnerly; we hold the money until they approve.';
      }
      // Only an operator who turned payments off makes "outside Partnerly" a settled fact.
      if (payment.why_not === 'seller_payouts_not_set_up') {
        return side === 'seller'
          ? 'Set up payouts so the buyer can pay you through Partnerly.'
          : `Waiting for ${order.seller ?? 'the seller'} to set up payouts`;
      }
      return 'Paid outside Partnerly';
  }
}

/**
 * The amounts: what was charged and how it divides, or, once settled, what went where ("$945
 * paid: $450 to the seller, $450 refunded, $45 Partnerly fee"), never the price as if paid in
 * full after a split or refund.
 */
function moneyLineOf(order: Order): string {
  const { payment } = order;
  const settled = payment.settlement;
  if (!settled) {
    return `${formatDollars(payment.total)} in total: ${formatDollars(payment.price)} for the seller and ${formatDollars(payment.fee)} Partnerly fee.`;
  }
  const parts = [
    settled.to_seller > 0 && `${formatDollars(settled.to_seller)} to the seller`,
    settled.to_buyer > 0 && `${formatDollars(settled.to_buyer)} refunded to the buyer`,
    settled.fee_kept > 0 && `${formatDollars(settled.fee_kept)} Partnerly fee`,
  ].filter(Boolean);
  return `${formatDollars(payment.total)} paid: ${parts.join(', ')}.`;
}

/** The order's payment: its state, and Pay for the buyer while the seller can be paid. */
export function PaymentPanel({
  order,
  side,
}: {
  order: Order;
  side: 'buyer' | 'seller' | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const { payment } = order;
  const paid = payment.state !== 'unpaid';

  async function pay() {
    setBusy(true);
    try {
      window.location.assign((await payOrder(order.id)).url);
    } catch (error) {
      showDealError(error);
      setBusy(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby="payment" withBorder radius="md" p="md">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} fz="lg" id="payment">
          Payment
        </Title>
        {(paid || payment.payable) && payment.test && (
          <Badge color="yellow" c="dark.7" variant="light">
            Test payment
          </Badge>
        )}
      </Group>
      <Stack gap="xs">
        <Text size="sm" fw={paid ? 600 : undefined}>
          {statusOf(order, side)}
        </Text>
        {(paid || payment.why_not !== 'payments_off') && (
          <Text size="sm" c="gray.7">
            {moneyLineOf(order)}
            {payment.paid_at && ` Paid ${formatDate(payment.paid_at, { time: true })}.`}
          </Text>
        )}
        {side === 'seller' && !paid && payment.why_not === 'seller_payouts_not_set_up' && (
          <PayoutsNudge />
        )}
        {side === 'seller' && payment.settlement && payment.settlement.to_seller > 0 && (
          <Anchor component={Link} to={paths.earnings} size="sm">
            See it in your earnings
          </Anchor>
        )}
        {side === 'buyer' && payment.payable && (
          <Button
            leftSection={<IconLock size={18} aria-hidden="true" />}
            loading={busy}
            onClick={() => void pay()}
            w="fit-content"
          >
            {`Pay ${formatDollars(payment.amount)}${payment.test ? ' (test)' : ''}`}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';

import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';

import { useQueryClient } from '@tanstack/react-query';

import { formatDollars, proposeSplitSchema, type Order } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

import { FormAlert } from '../../../components/FormAlert';

import { useDisputeAction, type DisputePartProps } from './dispute-part';

import { dealsKey } from '../../../domains/deals/deals';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';

import { proposeSplit } from '../api/propose-split';

import { settleSplit } from '../api/settle-split';

/**
 * Settling between the two (decision 106): one proposes how much of the price goes to the
 * seller, the other confirms; the money then moves as an admin's split would move it.
 */
export function DisputeSplit({ order, side, view }: DisputePartProps) {
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useDisputeAction();
  const { proposal } = view;
  const mine = proposal !== null && proposal.by === order[side];
  const sellerWords = side === 'seller' ? 'you' : (order.seller ?? 'the seller');
  const buyerWords = side === 'buyer' ? 'you' : (order.buyer ?? 'the buyer');
  const terms =
    proposal &&
    `${formatDollars(proposal.seller_amount)} to ${sellerWords}, ${formatDollars(proposal.refund_amount)} back to ${buyerWords}`;

  const settle = (amount: number) => run(() => settleSplit(order.id, amount));

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Settle on a split
      </Title>
      {proposal && mine && (
        <Text size="sm">
          You proposed {terms}. Waiting for {side === 'buyer' ? sellerWords : buyerWords} to
          confirm.
        </Text>
      )}
      {proposal && !mine && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {proposal.by ?? 'The other member'} proposes {terms}.
          </Text>
          <Button color="violet.7" loading={busy} onClick={() => setConfirming(true)}>
            Confirm this split
          </Button>
          <ConfirmDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            title="Settle on this split?"
            confirmLabel="Settle and move the money"
            confirmColor="violet.7"
            onConfirm={() => void settle(proposal.seller_amount)}
          >
            {`${terms ?? ''}. The order completes and the money moves at once; this cannot be undone.`}
          </ConfirmDialog>
        </Stack>
      )}
      <ProposeForm order={order} again={proposal !== null} />
    </Stack>
  );
}

function ProposeForm({ order, again }: { order: Order; again: boolean }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<{ seller_amount: number | string }>(proposeSplitSchema as never, {
    mode: 'controlled',
    initialValues: { seller_amount: '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    await proposeSplit(order.id, Number(values.seller_amount));
    form.reset();
    await queryClient.invalidateQueries({ queryKey: dealsKey });
  });
  const amount = Number(form.getValues().seller_amount);
  const refund = Number.isInteger(amount) && amount > 0 && amount < order.price;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <NumberInput
          label={`Amount for the seller, of the ${formatDollars(order.price)} price`}
          description={
            refund
              ? `${formatDollars(order.price - amount)} goes back to the buyer.`
              : 'The rest goes back to the buyer.'
          }
          prefix="$"
          min={1}
          max={order.price - 1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('seller_amount')}
        />
        <FormAlert messages={formError ? [formError] : []} />
        <Group>
          <Button type="submit" variant="light" size="sm" loading={busy}>
            {again ? 'Propose another split' : 'Propose a split'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';

import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

import { useQuery } from '@tanstack/react-query';
import {
  DISPUTE_RESPONSE_BUSINESS_DAYS,
  formatDate,
  type DisputeView,
  type Order,
} from '@partnerly/shared';

import { ConfirmDialog } from '../../../components/ConfirmDialog';

import { BeforeData } from '../../../components/LoadFailed';

import { useDisputeAction, type DisputePartProps } from './dispute-part';

import { disputeKey, fetchDispute } from '../api/fetch-dispute';

import { withdrawDispute } from '../api/withdraw-dispute';

import { DisputeCases } from './DisputeCases';

import { DisputeSplit } from './DisputeSplit';

const STATE_WORDS: Record<DisputeView['previous_state'], string> = {
  awaiting_payment: 'waiting for the payment',
  active: 'in progress',
  delivered: 'delivered, with the review time starting again',
  changes_requested: 'waiting for the changes',
  completed: 'completed',
  cancelled: 'cancelled',
  disputed: 'in dispute',
};

/**
 * The resolution centre on a disputed order (decision 106): when Partnerly answers, both
 * cases, a split the two can settle on, and withdrawing the report.
 */
export function DisputePanel({ order, side }: { order: Order; side: 'buyer' | 'seller' }) {
  const dispute = useQuery({
    queryKey: disputeKey(order.id, order.timeline.length),
    queryFn: () => fetchDispute(order.id),
    placeholderData: (previous) => previous,
  });

  return (
    <Paper component="section" aria-labelledby="dispute" withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="xs" id="dispute">
        Resolution centre
      </Title>
      {dispute.data === undefined ? (
        <BeforeData query={dispute} what="the dispute">
          <Stack gap="sm" aria-label="Loading the dispute">
            <Skeleton h={20} w="80%" />
            <Skeleton h={80} />
          </Stack>
        </BeforeData>
      ) : dispute.data.dispute ? (
        <DisputeBody order={order} side={side} view={dispute.data.dispute} />
      ) : (
        <Text size="sm">Partnerly is reviewing this order.</Text>
      )}
    </Paper>
  );
}

function DisputeBody({ order, side, view }: DisputePartProps) {
  const [withdrawing, setWithdrawing] = useState(false);
  const { busy, run } = useDisputeAction();
  const withdraw = () => run(() => withdrawDispute(order.id));

  return (
    <Stack gap="md">
      <Text size="sm">
        {view.opened_by === order[side] ? 'You' : (view.opened_by ?? 'A former member')} reported a
        problem on {formatDate(view.opened_at, { time: true })}. The payment is frozen and Partnerly
        answers by <strong>{formatDate(view.respond_by, { time: true })}</strong> (within{' '}
        {DISPUTE_RESPONSE_BUSINESS_DAYS} business days), after reading the terms, both cases and the
        conversation.
      </Text>
      <DisputeCases order={order} side={side} view={view} />
      <DisputeSplit order={order} side={side} view={view} />
      <div>
        <Button variant="default" loading={busy} onClick={() => setWithdrawing(true)}>
          Withdraw the dispute
        </Button>
        <ConfirmDialog
          opened={withdrawing}
          onClose={() => setWithdrawing(false)}
          title="Withdraw the dispute?"
          confirmLabel="Withdraw the dispute"
          confirmColor="violet.7"
          onConfirm={() => void withdraw()}
        >
          {`The order goes back to ${STATE_WORDS[view.previous_state]}, and Partnerly stops reviewing it.`}
        </ConfirmDialog>
      </div>
    </Stack>
  );
}

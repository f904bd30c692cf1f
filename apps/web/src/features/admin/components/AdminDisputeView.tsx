import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDollars, type DisputeCase, type Order } from '@partnerly/shared';
import { OfferTerms } from '../../../domains/deals/OfferCard';
import { CaseFiles } from '../../../domains/deals/CaseFiles';
import { BeforeData } from '../../../components/LoadFailed';
import { adminDisputeQuery } from '../api/admin-dispute';

/**
 * What an admin judges a dispute by (issue 53, decisions 106, 113): the agreed terms, each
 * side's case and files, and any split the two proposed; the conversation and timeline follow below it.
 */
export function AdminDisputeView({ order }: { order: Order }) {
  const dispute = useQuery(adminDisputeQuery(order.id));
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Terms
        </Text>
        <OfferTerms offer={order} />
        <Text size="sm">
          {order.revisions_left} of {order.revisions} revisions left ·{' '}
          {order.delivery
            ? `delivered ${formatDate(order.delivery.at, { time: true })}`
            : 'nothing delivered'}
        </Text>
      </Stack>
      {dispute.data !== undefined ? (
        dispute.data.dispute && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Dispute · opened by {dispute.data.dispute.opened_by ?? 'a deleted user'}{' '}
              {formatDate(dispute.data.dispute.opened_at, { time: true })} · answer by{' '}
              {formatDate(dispute.data.dispute.respond_by, { time: true })}
            </Text>
            {(['buyer', 'seller'] as const).map((side) => (
              <Stack key={side} gap={4}>
                <CaseOf
                  who={`${side === 'buyer' ? 'Buyer' : 'Seller'} (${order[side] ?? 'deleted user'})`}
                  found={dispute.data.dispute?.cases[side] ?? null}
                />
                <CaseFiles
                  orderId={order.id}
                  files={dispute.data.dispute?.files.filter((file) => file.side === side) ?? []}
                  label={`${side === 'buyer' ? "Buyer's" : "Seller's"} files`}
                />
              </Stack>
            ))}
            {dispute.data.dispute.proposal && (
              <Text size="sm">
                Proposed by {dispute.data.dispute.proposal.by ?? 'a deleted user'}, not yet
                confirmed: {formatDollars(dispute.data.dispute.proposal.seller_amount)} to the
                seller, {formatDollars(dispute.data.dispute.proposal.refund_amount)} back to the
                buyer.
              </Text>
            )}
          </Stack>
        )
      ) : (
        <BeforeData query={dispute} what="the dispute">
          <Skeleton h={80} radius="md" aria-label="Loading the dispute" />
        </BeforeData>
      )}
    </Stack>
  );
}

function CaseOf({ who, found }: { who: string; found: DisputeCase | null }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <strong>{who}:</strong> {found ? found.text : 'no case stated.'}
    </Text>
  );
}

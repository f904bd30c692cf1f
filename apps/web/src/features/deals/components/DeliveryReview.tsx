import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { Order } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { approvalConfirmationOf } from '../../../domains/deals/deal-steps';

/**
 * The buyer's answer to a delivery, after the delivery itself (issue 53: it sat above what it
 * judges): Approve, with its confirmation, and Ask for changes while revisions remain.
 */
export function DeliveryReview({
  order,
  approving,
  onApprove,
  onAskChanges,
}: {
  order: Order;
  approving: boolean;
  onApprove: () => void;
  onAskChanges: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const approval = approvalConfirmationOf(order);
  return (
    <Group gap="sm" mt="md">
      <Button loading={approving} onClick={() => setConfirming(true)}>
        Approve
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={approval.title}
        confirmLabel={approval.confirmLabel}
        confirmColor="violet.7"
        onConfirm={onApprove}
      >
        {approval.body}
      </ConfirmDialog>
      {order.revisions_left > 0 && (
        <Button variant="light" onClick={onAskChanges}>
          Ask for changes ({order.revisions_left} left)
        </Button>
      )}
    </Group>
  );
}

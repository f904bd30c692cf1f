import { Paper, Text } from '@mantine/core';
import type { Order } from '@partnerly/shared';
import { pendingCancelOf } from '../../../domains/deals/deal-steps';

/**
 * What the other side asked, where the next step is read (issue 53: at 360 px it was at the
 * bottom of the timeline): the changes to make, and why the other side asks to cancel.
 */
export function OrderAsks({ order, me }: { order: Order; me: string }) {
  const cancel = pendingCancelOf(order);
  const changes =
    order.state === 'changes_requested'
      ? order.timeline.findLast((entry) => entry.kind === 'changes_requested')
      : undefined;
  const asks = [
    changes && { id: 'changes', title: 'What to change', by: changes.by, note: changes.note },
    cancel &&
      cancel.by !== me && {
        id: 'cancel',
        title: `${cancel.by ?? 'The other side'} asks to cancel`,
        by: cancel.by,
        note: cancel.note || 'No reason given.',
      },
  ].filter((ask) => ask && ask.note);
  if (asks.length === 0) return null;
  return (
    <>
      {asks.map(
        (ask) =>
          ask && (
            <Paper key={ask.id} withBorder radius="md" p="sm" data-order-ask={ask.id}>
              <Text size="sm" fw={700}>
                {ask.title}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {ask.note}
              </Text>
            </Paper>
          ),
      )}
    </>
  );
}

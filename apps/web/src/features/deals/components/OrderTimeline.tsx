import { Text, Timeline, Title } from '@mantine/core';
import { formatDate, type Order, type OrderEventKind } from '@partnerly/shared';
import { timelineLabelOf } from '../timeline-labels';

const EVENT_LABELS: Record<OrderEventKind, string> = {
  created: 'Offer accepted: the order began',
  delivered: 'Delivered',
  changes_requested: 'Asked for changes',
  approved: 'Approved the delivery',
  auto_approved: 'Approved automatically (no answer within 3 days)',
  approval_held: 'Not approved automatically: a post could not be verified',
  post_removed: 'A delivered post was removed from its platform',
  cancel_requested: 'Asked to cancel',
  cancelled: 'Cancelled',
  disputed: 'Reported a problem',
  resolved: 'Partnerly resolved the dispute',
  dispute_case: 'Stated their case',
  dispute_withdrawn: 'Withdrew the dispute',
  split_proposed: 'Proposed a split',
  settled: 'Settled on a split',
  paid: 'Paid through Partnerly: the money is held',
  payment_released: 'Payment released to the seller',
  payment_refunded: 'Payment refunded to the buyer',
};

/** The order's timeline, oldest first, each entry titled from the viewer's side. */
export function OrderTimeline({ order, side }: { order: Order; side: 'buyer' | 'seller' }) {
  return (
    <section aria-labelledby="timeline">
      <Title order={2} fz="lg" mb="sm" id="timeline">
        Timeline
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {order.timeline.map((entry, index) => (
          <Timeline.Item
            key={index}
            title={timelineLabelOf(entry, order, side, EVENT_LABELS[entry.kind])}
          >
            <Text size="xs" c="dimmed">
              {entry.by ?? 'Partnerly'} · {formatDate(entry.at, { time: true })}
            </Text>
            {entry.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}

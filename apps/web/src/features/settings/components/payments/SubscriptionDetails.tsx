import { Table } from '@mantine/core';
import type { SubscriptionData } from '@partnerly/shared';
import { dateOrDashes } from '../../../../lib/dates';

/** Started at, cancel at, canceled at and status of a subscription that has started. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionData }) {
  const rows = [
    ['Started at', dateOrDashes(subscription.started_at)],
    ['Cancel at', dateOrDashes(subscription.cancel_at)],
    ['Canceled at', dateOrDashes(subscription.canceled_at)],
    ['Status', subscription.status ?? '---'],
  ] as const;
  return (
    <Table variant="vertical" withTableBorder layout="fixed" fz="sm" captionSide="top">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>
        Subscription details
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={130}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

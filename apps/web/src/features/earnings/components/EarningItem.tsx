import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  AGREED_SPLIT_LABEL,
  SPLIT_LABEL,
  formatDate,
  formatDollars,
  orderNumber,
  type EarningStatus,
  type EarningsOrder,
} from '@partnerly/shared';
import { paths } from '../../../lib/paths';

export const STATUS_LABELS: Record<EarningStatus, string> = {
  held: 'Held',
  on_its_way: 'On its way',
  released: 'Released',
  refunded: 'Refunded',
};

const STATUS_COLORS: Record<EarningStatus, string> = {
  held: 'blue',
  on_its_way: 'teal',
  released: 'green',
  refunded: 'gray',
};

const day = (at: string) => formatDate(at);

/** Where this order's money is, in amounts and dates, as its seller reads it. */
function moneyLine(item: EarningsOrder): string {
  const buyer = item.buyer ?? 'the buyer';
  const refunded =
    item.refunded > 0 ? `, ${formatDollars(item.refunded)} refunded to ${buyer}` : '';
  switch (item.status) {
    case 'held':
      return `${formatDollars(item.held)} held by Partnerly until ${buyer} approves`;
    case 'on_its_way':
      return `${formatDollars(item.to_you)} on its way to you${refunded}`;
    case 'released':
      return `${formatDollars(item.to_you)} released to you${refunded}`;
    case 'refunded':
      return `${formatDollars(item.refunded)} refunded to ${buyer}`;
  }
}

/** The dates that go with it: paid, released, refunded, and the payout window. */
function datesLine(item: EarningsOrder): string {
  const dates = [item.paid_at && `Paid ${day(item.paid_at)}`];
  if (item.released_at) dates.push(`released ${day(item.released_at)}`);
  if (item.refunded_at) dates.push(`refunded ${day(item.refunded_at)}`);
  if (item.status === 'on_its_way' && item.arrives_from && item.arrives_by) {
    dates.push(`expected in your bank ${day(item.arrives_from)} – ${day(item.arrives_by)}`);
  }
  return dates.filter(Boolean).join(' · ');
}

/** One order's money in the Earnings list. */
export function EarningItem({ item }: { item: EarningsOrder }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.deal(item.order_id)} fw={600} lineClamp={2}>
          {item.title}
        </Anchor>
        {/* A row of their own, under the title: at 360 px a column beside it squeezes the text. */}
        <Group gap={6}>
          <Badge color={STATUS_COLORS[item.status]} variant="dot">
            {STATUS_LABELS[item.status]}
          </Badge>
          {item.split && (
            <Badge color="orange" c="dark.7" variant="light">
              {item.split_agreed ? AGREED_SPLIT_LABEL : SPLIT_LABEL}
            </Badge>
          )}
          {item.test && (
            <Badge color="yellow" c="dark.7" variant="light">
              Test money
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {moneyLine(item)}
        </Text>
        <Text size="sm" c="gray.7">
          {orderNumber(item.order_id)} · from {item.buyer ?? 'a deleted member'} · price{' '}
          {formatDollars(item.price)}
        </Text>
        <Text size="xs" c="gray.7">
          {datesLine(item)}
        </Text>
      </Stack>
    </Paper>
  );
}

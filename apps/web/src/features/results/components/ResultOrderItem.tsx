import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDollars, orderNumber, type ResultsOrder } from '@partnerly/shared';
import { StatePill } from '../../../domains/deals/StatePill';
import { paths } from '../../../lib/paths';
import { ResultFigures } from './ResultFigures';

/** Ordered, delivered and what went back, in one line. */
function datesLine(order: ResultsOrder): string {
  const parts = [`Ordered ${formatDate(order.ordered_at)}`];
  if (order.delivered_at) parts.push(`delivered ${formatDate(order.delivered_at)}`);
  if (order.refunded > 0) parts.push(`${formatDollars(order.refunded)} refunded to you`);
  return parts.join(' · ');
}

/** One order in the Results list: who made it, for which campaign, what it cost and earned. */
export function ResultOrderItem({ order }: { order: ResultsOrder }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Anchor component={Link} to={paths.deal(order.id)} fw={600} lineClamp={2}>
          {order.title}
        </Anchor>
        <Group gap={6}>
          <StatePill state={order.state} kind="order" />
          {order.test && (
            <Badge color="yellow" c="dark.7" variant="light">
              Test money
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {orderNumber(order.id)} · by {order.seller ?? 'a deleted member'}
          {order.campaign ? ` · ${order.campaign.title}` : ''}
        </Text>
        <ResultFigures figures={order} />
        <Text size="xs" c="gray.7">
          {datesLine(order)}
        </Text>
      </Stack>
    </Paper>
  );
}

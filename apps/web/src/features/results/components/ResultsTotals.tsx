import { Paper, SimpleGrid, Text } from '@mantine/core';
import {
  countOf,
  formatCount,
  formatDollars,
  formatRate,
  type ResultsTotals as Totals,
} from '@partnerly/shared';

/** The four totals over every order of the filters, whatever the list shows. */
export function ResultsTotals({ totals }: { totals: Totals }) {
  const cards = [
    {
      label: 'Spend',
      value: formatDollars(totals.spend),
      hint:
        `price and fee of ${countOf(totals.orders, { one: 'order', other: 'orders' })}` +
        (totals.refunded > 0 ? `, less ${formatDollars(totals.refunded)} refunded` : ''),
    },
    {
      label: 'Views',
      value: formatCount(totals.views),
      hint: `${formatCount(totals.posts_verified)} of ${countOf(totals.posts, { one: 'post', other: 'posts' })} verified`,
    },
    {
      label: 'Cost per 1,000 views',
      value: totals.cost_per_1000_views === null ? '—' : formatDollars(totals.cost_per_1000_views),
      hint: 'spend of the orders with views',
    },
    {
      label: 'Engagement',
      value: totals.engagement_rate === null ? '—' : formatRate(totals.engagement_rate),
      hint: `${countOf(totals.interactions, { one: 'interaction', other: 'interactions' })}`,
    },
  ];
  return (
    <section aria-label="Totals">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {cards.map(({ label, value, hint }) => (
          <Paper key={label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} fz={22} fw={700}>
              {value}
            </Text>
            <Text component="dd" m={0} size="xs" c="gray.7">
              {hint}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

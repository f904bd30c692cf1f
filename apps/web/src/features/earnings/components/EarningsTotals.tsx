import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDollars, type EarningsTotals as Totals } from '@partnerly/shared';

const CARDS: { key: keyof Totals; label: string; hint: string }[] = [
  { key: 'held', label: 'Held', hint: 'until buyers approve' },
  { key: 'on_its_way', label: 'On its way', hint: 'released, on the way to your bank' },
  { key: 'released', label: 'Released', hint: 'past the payout window' },
  { key: 'refunded', label: 'Refunded', hint: 'went back to buyers' },
];

/** The four totals over every order, whatever the list shows. */
export function EarningsTotals({ totals }: { totals: Totals }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {CARDS.map(({ key, label, hint }) => (
        <Paper key={key} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={22} fw={700}>
            {formatDollars(totals[key])}
          </Text>
          <Text component="dd" m={0} size="xs" c="gray.7">
            {hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

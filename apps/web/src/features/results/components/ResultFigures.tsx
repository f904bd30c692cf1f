import { SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatDollars, formatRate, type ResultsFigures } from '@partnerly/shared';

/** "—" where there is nothing to divide yet: no verified views. */
const NONE = '—';

/** The figures of one order or campaign, as a description list that wraps at 360 px. */
export function ResultFigures({ figures }: { figures: ResultsFigures }) {
  const items = [
    { label: 'Spend', value: formatDollars(figures.spend) },
    { label: 'Views', value: formatCount(figures.views) },
    {
      label: 'Per 1,000 views',
      value:
        figures.cost_per_1000_views === null ? NONE : formatDollars(figures.cost_per_1000_views),
    },
    {
      label: 'Engagement',
      value: figures.engagement_rate === null ? NONE : formatRate(figures.engagement_rate),
    },
    {
      label: 'Posts verified',
      value: `${formatCount(figures.posts_verified)} of ${formatCount(figures.posts)}`,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, sm: 5 }}
      spacing="xs"
      verticalSpacing={6}
      component="dl"
      m={0}
    >
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="xs" c="gray.7">
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../public-profile.module.css';

interface PublicCardGridProps<T extends { id: number }> {
  /** The section's heading, also its landmark's name. */
  title: string;
  items: T[];
  /** One card's content; the card itself (a list item in the page's colours) is drawn here. */
  card: (item: T) => ReactNode;
}

/**
 * A titled section of cards, one column on phones and two from 576 px, as the public page lists
 * its packages and ads; nothing when there is nothing to list.
 */
export function PublicCardGrid<T extends { id: number }>({
  title,
  items,
  card,
}: PublicCardGridProps<T>) {
  if (items.length === 0) return null;
  const headingId = `${title.toLowerCase()}-title`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} fz="lg">
        {title}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.list}>
        {items.map((item) => (
          <PublicCard key={item.id}>{card(item)}</PublicCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One card of a public list (packages, ads, reviews): a list item in the page's colours. */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <Card component="li" withBorder radius="lg" padding="md" className={classes.surface}>
      {children}
    </Card>
  );
}

/** A card's title, which wraps anywhere rather than overflow on a phone. */
export function PublicCardTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Title>
  );
}

/** A card's text as its author wrote it: line breaks kept, long words wrapped. */
export function PublicCardText({ children }: { children: ReactNode }) {
  return (
    <Text
      size="sm"
      className={classes.muted}
      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
    >
      {children}
    </Text>
  );
}

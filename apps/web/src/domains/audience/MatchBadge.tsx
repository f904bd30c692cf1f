import { Badge } from '@mantine/core';

/**
 * "92% match": the share of a creator's verified audience inside the viewer's own target
 * (decisions 110, 117). Nothing is drawn without a match (no target, no verified data, or a
 * hidden part): a missing number must not read as 0%.
 */
export function MatchBadge({ match }: { match: number | null | undefined }) {
  if (match === null || match === undefined) return null;
  return (
    <Badge
      variant="light"
      color="grape"
      c="grape.9"
      tt="none"
      radius="sm"
      // Never cut to "80% mat…" beside a name or a count on a narrow card.
      style={{ flexShrink: 0 }}
      title="Share of this creator's verified audience inside your audience target"
    >
      {match}% match
    </Badge>
  );
}

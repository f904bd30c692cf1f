import { Badge, Group } from '@mantine/core';

interface TagListProps {
  tags: readonly string[];
  /** The list's accessible name, e.g. "Tags". */
  label?: string;
}

/** Category tags as violet pills; nothing when there are none. */
export function TagList({ tags, label = 'Tags' }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <Group component="ul" gap={6} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {tags.map((tag) => (
        <Badge
          component="li"
          key={tag}
          variant="light"
          color="violet"
          tt="none"
          size="lg"
          fw={500}
          maw="100%"
        >
          #{tag}
        </Badge>
      ))}
    </Group>
  );
}

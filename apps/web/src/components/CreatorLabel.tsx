import { Badge } from '@mantine/core';

/** The "Content creator" mark beside a name: a label, not a check mark, which reads as "verified". */
export function CreatorLabel({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Badge variant="light" color="violet" c="violet.9" tt="none" w="fit-content" size={size}>
      Content creator
    </Badge>
  );
}

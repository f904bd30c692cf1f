import { Group, Skeleton, Stack } from '@mantine/core';

/** The list's shape while the user data arrives. */
export function ChatsSkeleton() {
  return (
    <Stack gap="sm" p="md" role="status" aria-label="Loading your conversations">
      <Skeleton height={36} />
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Skeleton height={16} width="60%" />
        </Group>
      ))}
    </Stack>
  );
}

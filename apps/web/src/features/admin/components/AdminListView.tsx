import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

interface AdminListViewProps<T> {
  state: {
    items: T[];
    total: number;
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => Promise<void>;
  };
  /** The list's accessible name, e.g. "Contact messages". */
  label: string;
  empty: string;
  children: (item: T) => ReactNode;
}

/**
 * The rows loaded so far and a "Load more" button while the server has more: a 10,000-row
 * list costs one page of DOM until the admin asks for the next.
 */
export function AdminListView<T>({ state, label, empty, children }: AdminListViewProps<T>) {
  const { items, total, hasMore, loadingMore, loadMore } = state;
  if (items.length === 0 && !hasMore) {
    return (
      <Text c="gray.7" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        Showing {items.length} of {total}
      </Text>
      <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map(children)}
      </Stack>
      {hasMore && (
        <Group justify="center">
          <Button
            variant="light"
            loading={loadingMore}
            onClick={() => void loadMore()}
            leftSection={<IconChevronDown size={18} aria-hidden="true" />}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

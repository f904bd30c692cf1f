import { useCallback } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useLoadOnScroll } from '../hooks/use-load-on-scroll';

interface FeedQuery {
  data: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * Under an explore feed (ads or campaigns): the next page as the member scrolls near the end,
 * a Load more button for keyboards, and a retry when a page failed to load.
 */
export function FeedMore({ what, query }: { what: string; query: FeedQuery }) {
  const { data, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useLoadOnScroll<HTMLDivElement>(
    loadMore,
    hasNextPage && !isFetchingNextPage && !isError,
  );
  return (
    <>
      {isError && (
        <Stack align="center" gap="sm" py="lg" ta="center">
          <Text c="red.8" role="alert" fw={500}>
            We couldn&apos;t load the {what}. Please check your connection.
          </Text>
          <Button variant="light" onClick={() => void (data ? fetchNextPage() : refetch())}>
            Try again
          </Button>
        </Stack>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && !isError && (
        <Center mt="xl">
          <Button variant="light" onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}

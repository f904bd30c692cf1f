import { ActionIcon, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconUserSearch } from '@tabler/icons-react';
import { MESSAGES, countOf } from '@partnerly/shared';
import type { SearchPagesQuery } from '../api/search-pages';
import { SearchResultItem } from './SearchResultItem';

const SKELETON_ROWS = 4;

const PROFILES_FOUND = { one: 'profile found', other: 'profiles found' };

/**
 * The results of one search mode: skeleton rows while the first page loads, the profiles, a
 * friendly line when nothing matches, an error line on failure, and the down-arrow that
 * loads the next window unless the server said the list is over.
 */
export function SearchResults({ query }: { query: SearchPagesQuery }) {
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const results = data?.pages.flatMap((page) => page.data) ?? [];
  const loaded = data !== undefined;

  return (
    <Stack gap="sm" component="section" aria-label="Search results">
      {/* Visible too: after a search from a long form, the count shows what came back. */}
      <Text size="sm" c="gray.7" fw={500} aria-live="polite" mih={20}>
        {loaded && !isLoading
          ? `${countOf(results.length, PROFILES_FOUND)}${hasNextPage ? ', more available' : ''}`
          : ''}
      </Text>
      {isLoading && <ResultsSkeleton />}
      {results.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {results.map((result) => (
            <SearchResultItem key={result.username} result={result} />
          ))}
        </Stack>
      )}
      {loaded && results.length === 0 && !isError && <EmptyResults />}
      {isError && (
        <Text c="red.8" role="alert" fw={500}>
          {MESSAGES.filterFailed}
        </Text>
      )}
      {hasNextPage && (
        <Center>
          <ActionIcon
            variant="light"
            size={48}
            radius="xl"
            aria-label="Load more results"
            title="Load more results"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            <IconChevronDown size={26} aria-hidden="true" />
          </ActionIcon>
        </Center>
      )}
    </Stack>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading results">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Paper key={row} withBorder radius="md" p="sm">
          <Group gap="sm" wrap="nowrap">
            <Skeleton circle height={52} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="45%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={12} width="55%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function EmptyResults() {
  return (
    <Stack align="center" gap={6} py="lg" ta="center">
      <IconUserSearch
        size={36}
        stroke={1.5}
        aria-hidden="true"
        color="var(--mantine-color-violet-6)"
      />
      <Text fw={600}>No profiles match yet…</Text>
      <Text size="sm" c="gray.7" maw={360}>
        Try another name, fewer filters or a wider follower range.
      </Text>
    </Stack>
  );
}

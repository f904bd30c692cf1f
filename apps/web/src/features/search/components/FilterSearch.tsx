import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SearchPagesQuery } from '../api/search-pages';
import { SearchResults } from './SearchResults';

interface FilterSearchProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  query: SearchPagesQuery;
  /**
   * The search sent last (a new number per press of Search), 0 for the one a tab opens with,
   * undefined before any.
   */
  searchId: number | undefined;
  /** Shown until the first search, in place of the results. */
  hint: string;
  /** The filter's fields. */
  children: ReactNode;
}

/**
 * A filter tab: its fields, the Search button, then the results (or a hint before any search).
 * Each search scrolls its results into view when the long form leaves them below the fold.
 */
export function FilterSearch({
  label,
  onSubmit,
  query,
  searchId,
  hint,
  children,
}: FilterSearchProps) {
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = results.current;
    // 0 is the search a tab opens with, which nobody asked for: the page stays where it is.
    if (!searchId || !element) return;
    if (element.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [searchId]);

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              loading={query.isFetching && !query.isFetchingNextPage}
            >
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Clear of the fixed header (desktop) when scrolled to. */}
      <div ref={results} style={{ scrollMarginTop: 'calc(var(--app-header-height) + 16px)' }}>
        {searchId !== undefined ? (
          <SearchResults query={query} />
        ) : (
          <Text c="gray.7" size="sm">
            {hint}
          </Text>
        )}
      </div>
    </Stack>
  );
}

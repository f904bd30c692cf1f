import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SearchPagesQuery } from '../api/search-pages';
import { SearchResults } from './SearchResults';

interface FilterSearchProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  query: SearchPagesQuery;
  submitted: boolean;
  /** Shown until the first search, in place of the results. */
  hint: string;
  /** The filter's fields. */
  children: ReactNode;
}

/** A filter tab: its fields, the Search button, then the results (or a hint before any search). */
export function FilterSearch({
  label,
  onSubmit,
  query,
  submitted,
  hint,
  children,
}: FilterSearchProps) {
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
      {submitted ? (
        <SearchResults query={query} />
      ) : (
        <Text c="gray.7" size="sm">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

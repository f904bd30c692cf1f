import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

interface LoadFailedProps {
  /** What did not load, after "We couldn't load": "your account", "this profile". */
  what: string;
}

/** Try again: asks a query once more, or runs what the page gives for several. */
type Retry =
  | { query: Pick<UseQueryResult, 'refetch' | 'isFetching'> }
  | { onRetry: () => void; retrying: boolean };

/**
 * A page's data did not load: say so, and offer to try again. Shown only while there is no
 * data to show (decision 147); with `query`, Try again asks that query again.
 */
export function LoadFailed({ what, ...retry }: LoadFailedProps & Retry) {
  const [onRetry, retrying] =
    'query' in retry
      ? [() => void retry.query.refetch(), retry.query.isFetching]
      : [retry.onRetry, retry.retrying];
  return (
    <Stack align="center" gap="sm" ta="center">
      <Title order={1} fz="xl">
        We couldn&apos;t load {what}
      </Title>
      <Text c="gray.7">Please check your connection and try again.</Text>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  );
}

/**
 * A query's place before it has data (decision 147): `children`, its skeleton, while it loads;
 * LoadFailed, with Try again, once it failed.
 */
export function BeforeData({
  query,
  what,
  children,
}: LoadFailedProps & {
  query: Pick<UseQueryResult, 'isError' | 'refetch' | 'isFetching'>;
  children: ReactNode;
}) {
  return query.isError ? <LoadFailed what={what} query={query} /> : children;
}

import { useState } from 'react';
import {
  Anchor,
  Button,
  EmptyState,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { resultsQuerySchema } from '@partnerly/shared';
import { LoadFailed } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageTitle } from '../../components/PageTitle';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/api-errors';
import { paths } from '../../lib/paths';
import { downloadResultsCsv, useResults, type ResultsFilters as Filters } from './api/results';
import { ResultsFilters } from './components/ResultsFilters';
import { ResultsReport } from './components/ResultsReport';

/** The filters in the address, and the shared schema's first message per field. */
function filtersOf(params: URLSearchParams) {
  const filters: Filters = {};
  for (const key of ['campaign', 'from', 'to'] as const) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const errors: Partial<Record<keyof Filters, string>> = {};
  for (const issue of resultsQuerySchema.safeParse(filters).error?.issues ?? []) {
    const field = issue.path[0] as keyof Filters;
    errors[field] ??= issue.message;
  }
  return { filters, errors, valid: Object.keys(errors).length === 0 };
}

function Loading() {
  return (
    <Stack gap="sm" aria-label="Loading your results">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={220} radius="md" />
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}

/**
 * /results: the buyer's orders with what each cost and what its verified posts earned, per
 * campaign and in all, over time, filtered by campaign and the days they were placed (issue 47).
 */
export function ResultsPage() {
  const [params, setParams] = useSearchParams();
  const { filters, errors, valid } = filtersOf(params);
  const results = useResults(filters, valid);
  const [downloading, setDownloading] = useState(false);
  const filtered = Object.keys(filters).length > 0;

  const change = (next: Filters) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]),
      ),
    );
  const download = async () => {
    setDownloading(true);
    try {
      await downloadResultsCsv(filters);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const empty = results.data?.totals.orders === 0;
  // A campaign in the address that is not the member's (404): say so rather than "failed".
  const notYours = results.error instanceof ApiError && results.error.status === 404;
  // Nothing bought yet: nothing to filter or download either.
  const showFilters = !valid || filtered || (results.data !== undefined && !empty);
  return (
    <PageContainer width="default">
      <PageTitle>Results — Partnerly</PageTitle>
      <Anchor component={Link} to={paths.deals} size="sm">
        ← All deals
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }} mt="xs">
        Results
      </Title>
      <Text size="sm" c="gray.7" mt={4}>
        What your orders cost and what the creators’ posts earned, as Instagram, YouTube and TikTok
        report them through each creator’s connected account.
      </Text>
      <Stack gap="lg" mt="md">
        {showFilters && (
          <ResultsFilters
            filters={filters}
            choices={results.data?.campaign_choices ?? []}
            errors={errors}
            onChange={change}
            onDownload={() => void download()}
            downloading={downloading}
          />
        )}
        {!valid ? (
          <Text size="sm" c="gray.7">
            Correct the filters above to see your results.
          </Text>
        ) : results.data === undefined ? (
          results.isPending ? (
            <Loading />
          ) : notYours ? (
            <EmptyState
              variant="light"
              color="violet"
              icon={<IconChartBar aria-hidden="true" />}
              title="Not one of your campaigns"
              description="Results show the campaigns you posted and the orders they brought."
            >
              <Button variant="light" onClick={() => change({})}>
                Show all orders
              </Button>
            </EmptyState>
          ) : (
            <LoadFailed what="your results" query={results} />
          )
        ) : empty ? (
          <EmptyState
            variant="light"
            color="violet"
            icon={<IconChartBar aria-hidden="true" />}
            title={filtered ? 'No orders match these filters' : 'No results yet'}
            description={
              filtered
                ? 'Choose another campaign or other days.'
                : 'They appear once a creator delivers a post on a verified account.'
            }
          >
            {filtered && (
              <Button variant="light" onClick={() => change({})}>
                Show all orders
              </Button>
            )}
          </EmptyState>
        ) : (
          <ResultsReport
            results={results.data}
            campaignChosen={filters.campaign !== undefined}
            onCampaign={(id) => change({ ...filters, campaign: String(id) })}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

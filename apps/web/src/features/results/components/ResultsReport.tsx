import { lazy, Suspense } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatDate, type ResultsData } from '@partnerly/shared';
import { ResultCampaignItem } from './ResultCampaignItem';
import { ResultOrderItem } from './ResultOrderItem';
import { ResultsTotals } from './ResultsTotals';

const ResultsChart = lazy(() => import('./ResultsChart'));

/** The chart's words for screen readers: its days and where the views ended. */
function chartLabel(results: ResultsData): string {
  const first = results.series[0];
  const last = results.series.at(-1);
  if (!first || !last) return '';
  return (
    `Views and interactions of the verified posts per day, from ${formatDate(first.day)} ` +
    `to ${formatDate(last.day)}: ${formatCount(last.views)} views, ` +
    `${formatCount(last.interactions)} interactions`
  );
}

/**
 * Instead of a chart of one day: the numbers of that day and when more come; or, before any
 * read, when the first comes.
 */
function firstRead(results: ResultsData): string {
  const point = results.series[0];
  if (!point) {
    return 'No verified posts yet — they appear once a creator delivers a post on a verified account.';
  }
  return (
    `${formatCount(point.views)} views and ${formatCount(point.interactions)} interactions on ` +
    `${formatDate(point.day)}. The chart fills in as Partnerly reads the posts again: 1 hour, ` +
    '1 day, 3, 7 and 30 days after they were published.'
  );
}

/** Totals, the chart over time, each campaign and each order of the filters. */
export function ResultsReport({
  results,
  campaignChosen,
  onCampaign,
}: {
  results: ResultsData;
  /** The list is already one campaign's: none is offered as a filter. */
  campaignChosen: boolean;
  onCampaign: (id: number) => void;
}) {
  return (
    <Stack gap="lg">
      <ResultsTotals totals={results.totals} />

      <Stack component="section" gap="xs" aria-labelledby="results-chart-title">
        <Title order={2} fz="lg" id="results-chart-title">
          Over time
        </Title>
        {results.series.length < 2 ? (
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="gray.7">
              {firstRead(results)}
            </Text>
          </Paper>
        ) : (
          // The chart's words do not wait for its code (loaded apart): its label is there at once.
          <div role="img" aria-label={chartLabel(results)}>
            <Suspense fallback={<Skeleton h={220} radius="md" />}>
              <ResultsChart series={results.series} />
            </Suspense>
          </div>
        )}
      </Stack>

      {results.campaigns.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="results-campaigns-title">
          <Title order={2} fz="lg" id="results-campaigns-title">
            Campaigns
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0}>
            {results.campaigns.map((campaign) => (
              <ResultCampaignItem
                key={campaign.id}
                campaign={campaign}
                onChoose={campaignChosen ? undefined : () => onCampaign(campaign.id)}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <Stack component="section" gap="xs" aria-labelledby="results-orders-title">
        <Title order={2} fz="lg" id="results-orders-title">
          Orders
        </Title>
        <Stack component="ul" gap="sm" p={0} m={0}>
          {results.orders.map((order) => (
            <ResultOrderItem key={order.id} order={order} />
          ))}
        </Stack>
        {results.more && (
          <Text size="sm" c="gray.7">
            Showing the newest {results.orders.length} orders; the totals, the chart and the CSV
            count them all.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { AnalyticsPeriod, AnalyticsReport } from '@partnerly/shared';
import { useAnalytics } from '../../api/analytics';
import { changeOf, clickThroughRate } from './change';
import { FollowerSparklines } from './FollowerSparklines';

const ViewsChart = lazy(() => import('./ViewsChart'));

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const sum = (days: { count: number }[]) => days.reduce((total, day) => total + day.count, 0);

function Stat({
  label,
  value,
  change,
}: {
  label: string;
  value: string;
  change?: ReturnType<typeof changeOf>;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      {change && (
        <Text size="xs" c={change.up === null ? 'gray.7' : change.up ? 'teal.9' : 'red.9'}>
          {change.label}
          <VisuallyHidden> compared with the period before</VisuallyHidden>
        </Text>
      )}
    </Paper>
  );
}

function TopList({ title, items }: { title: string; items: { label: string; count: number }[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nothing yet.
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={item.label} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate>
                {item.label}
              </Text>
              <Text size="sm" fw={600}>
                {item.count}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Report({ report, days }: { report: AnalyticsReport; days: AnalyticsPeriod }) {
  const views = sum(report.views);
  const visitors = sum(report.unique_visitors);
  const clicks = report.link_clicks.reduce((total, link) => total + link.count, 0);
  const { previous } = report;
  if (views === 0 && clicks === 0 && report.contacts === 0 && previous.views === 0) {
    return (
      <EmptyState
        size="sm"
        variant="light"
        color="violet"
        icon={<IconChartLine size={22} aria-hidden="true" />}
        title="No visits yet"
        description="Share your public link in your bio and posts: views, clicks and contacts show up here."
        py="md"
        style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 12 }}
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        aria-label={`Totals of the last ${days} days`}
      >
        <Stat label="Views" value={String(views)} change={changeOf(views, previous.views)} />
        <Stat
          label="Unique visitors"
          value={String(visitors)}
          change={changeOf(visitors, previous.unique_visitors)}
        />
        <Stat
          label="Link clicks"
          value={String(clicks)}
          change={changeOf(clicks, previous.link_clicks)}
        />
        <Stat label="Click-through rate" value={clickThroughRate(clicks, views)} />
        <Stat
          label="Contacts"
          value={String(report.contacts)}
          change={changeOf(report.contacts, previous.contacts)}
        />
      </SimpleGrid>
      {/* The chart's label does not wait for its code, which loads apart. */}
      <div role="img" aria-label={`Views and unique visitors per day over the last ${days} days`}>
        <Suspense fallback={<Skeleton height={220} radius="md" />}>
          <ViewsChart report={report} />
        </Suspense>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TopList
          title="Top links"
          items={report.link_clicks
            .filter((link) => link.count > 0)
            .slice(0, 5)
            .map((link) => ({ label: link.title, count: link.count }))}
        />
        <TopList
          title="Top referring sites"
          items={report.referrers.map((referrer) => ({
            label: referrer.domain,
            count: referrer.count,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /profile: how the public page does — views, visitors, clicks, contacts, where people come from. */
export function AnalyticsSection() {
  const [days, setDays] = useState<AnalyticsPeriod>(7);
  const analytics = useAnalytics(days);
  return (
    <Stack component="section" gap="sm" aria-labelledby="analytics-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="analytics-title">
          Analytics
        </Title>
        <SegmentedControl
          size="xs"
          data={PERIODS}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as AnalyticsPeriod)}
          aria-label="Period"
        />
      </Group>
      {analytics.isPending && (
        <Stack gap="sm" aria-busy>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={84} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
      {analytics.isError && (
        <Alert color="red" variant="light" role="alert">
          Your analytics could not be loaded. Check your connection and try again.
        </Alert>
      )}
      {analytics.data && <Report report={analytics.data} days={days} />}
      <FollowerSparklines />
    </Stack>
  );
}

import type { AnalyticsReport } from '@partnerly/shared';
import type { DailyCount, Metric } from './analytics.repository';

const TOP_REFERRERS = 10;

const total = (rows: DailyCount[], metric: Metric) =>
  rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0);

/** Counts per key of one metric, largest first. */
function byKey(rows: DailyCount[], metric: Metric): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.metric === metric) counts.set(row.key, (counts.get(row.key) ?? 0) + row.count);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** GET /api/analytics/: one entry per day (zeros included), links by clicks, top referrers. */
export function presentReport(
  dates: string[],
  current: DailyCount[],
  previous: DailyCount[],
  titles: Map<number, string>,
): AnalyticsReport {
  const series = (metric: Metric) =>
    dates.map((date) => ({
      date,
      count: current
        .filter((row) => row.metric === metric && row.day === date)
        .reduce((sum, row) => sum + row.count, 0),
    }));
  const clicks = new Map(byKey(current, 'link').map(([key, count]) => [Number(key), count]));
  return {
    views: series('views'),
    unique_visitors: series('visitors'),
    // Every link the owner has now, so /profile can show each one's count; deleted ones go.
    link_clicks: [...titles]
      .map(([id, title]) => ({ link_id: id, title, count: clicks.get(id) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.link_id - b.link_id),
    social_clicks: byKey(current, 'social').map(([key, count]) => ({
      social_id: Number(key),
      count,
    })),
    contacts: total(current, 'contacts'),
    referrers: byKey(current, 'referrer')
      .slice(0, TOP_REFERRERS)
      .map(([domain, count]) => ({ domain, count })),
    previous: {
      views: total(previous, 'views'),
      unique_visitors: total(previous, 'visitors'),
      link_clicks: total(previous, 'link'),
      contacts: total(previous, 'contacts'),
    },
  };
}

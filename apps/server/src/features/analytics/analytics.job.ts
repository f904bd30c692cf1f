import type { AnalyticsService } from './analytics.service';

/** Hourly: the report reads stored days, so a day's counts settle within the hour. */
export const ANALYTICS_AGGREGATE_EVERY_SECONDS = 60 * 60;

/** Recounts yesterday and today, and drops events older than 90 days (a repeating job). */
export function analyticsAggregateJob(analytics: Pick<AnalyticsService, 'aggregate'>) {
  return () => analytics.aggregate();
}

import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsReport } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const analyticsKey = (days: AnalyticsPeriod) => ['analytics', days] as const;

/** GET /api/analytics/?days=: the public page's numbers over the period (Full Access). */
export const fetchAnalytics = (days: AnalyticsPeriod): Promise<AnalyticsReport> =>
  apiRequest(`/api/analytics/?days=${days}`);

/** The report for `days`; the 30-day one also gives each link its click count. */
export function useAnalytics(days: AnalyticsPeriod, enabled = true) {
  return useQuery({
    queryKey: analyticsKey(days),
    queryFn: () => fetchAnalytics(days),
    enabled,
    staleTime: 60_000,
  });
}

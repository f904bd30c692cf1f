import { queryOptions } from '@tanstack/react-query';
import type { AdminReportGroup, ReportTarget } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/reports/: open reports grouped by what they point at, oldest first. */
export const adminReportsQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: () => apiRequest<{ reports: AdminReportGroup[] }>('/api/admin/reports/'),
});

type ReportAction = 'dismiss' | 'remove';

/** POST /api/admin/reports/{dismiss,remove}/: closes every open report of one target. */
export function actOnReports(action: ReportAction, target: ReportTarget, id: number) {
  return apiRequest(`/api/admin/reports/${action}/`, { method: 'POST', body: { target, id } });
}

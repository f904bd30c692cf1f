import { queryOptions } from '@tanstack/react-query';
import type { AdminReportGroup, AdminReportedConversation, ReportTarget } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/reports/: open reports grouped by what they point at, oldest first. */
export const adminReportsQuery = queryOptions({
  queryKey: ['admin', 'reports'],
  queryFn: () => apiRequest<{ reports: AdminReportGroup[] }>('/api/admin/reports/'),
});

/** GET /api/admin/reports/messages/{id}/: a reported message amid the messages around it. */
export const reportedConversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'conversation', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminReportedConversation>(`/api/admin/reports/messages/${id}/`, { signal }),
    // What was said does not change while the admin reads it (removal aside, shown on reopen).
    staleTime: 60_000,
  });

type ReportAction = 'dismiss' | 'remove';

/** POST /api/admin/suspend-user/ and /api/admin/unsuspend-user/. */
export function suspendUser(username: string, reason: string) {
  return apiRequest('/api/admin/suspend-user/', { method: 'POST', body: { username, reason } });
}

export function reinstateUser(username: string) {
  return apiRequest('/api/admin/unsuspend-user/', { method: 'POST', body: { username } });
}

/** POST /api/admin/reports/{dismiss,remove}/: closes every open report of one target. */
export function actOnReports(action: ReportAction, target: ReportTarget, id: number) {
  return apiRequest(`/api/admin/reports/${action}/`, { method: 'POST', body: { target, id } });
}

/** POST /api/admin/reviews/{id}/hide/: hides a review with a reason (issue 33). */
export function hideReview(id: number, reason: string) {
  return apiRequest(`/api/admin/reviews/${id}/hide/`, { method: 'POST', body: { reason } });
}

import type { ReportInput } from '@partnerly/shared';
import { apiRequest } from './api-client';

/** POST /api/report/: 201 for a new report, 200 when this member already reported it. */
export function sendReport(input: ReportInput): Promise<{ detail: string }> {
  return apiRequest('/api/report/', { method: 'POST', body: input });
}

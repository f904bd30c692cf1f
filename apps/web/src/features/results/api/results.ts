import { useQuery } from '@tanstack/react-query';
import type { ResultsData } from '@partnerly/shared';
import { downloadFile } from '../../../lib/download-file';
import { apiRequest } from '../../../lib/api-client';
import { dealsKey } from '../../../domains/deals/deals';

/** The Results page's filters as the address and the API spell them. */
export interface ResultsFilters {
  campaign?: string;
  from?: string;
  to?: string;
}

/** `?campaign=&from=&to=` with the filters that are set, or ''. */
export function resultsSearch(filters: ResultsFilters): string {
  const params = new URLSearchParams();
  for (const key of ['campaign', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Under the deals' key: an order's frame (a delivery, a refund) refreshes the results too. */
export const resultsKey = (filters: ResultsFilters) =>
  [...dealsKey, 'results', resultsSearch(filters)] as const;

/** GET /api/results/?campaign=&from=&to=: the buyer's orders, campaigns, totals and chart. */
export const fetchResults = (filters: ResultsFilters): Promise<ResultsData> =>
  apiRequest(`/api/results/${resultsSearch(filters)}`);

export const useResults = (filters: ResultsFilters, enabled: boolean) =>
  useQuery({ queryKey: resultsKey(filters), queryFn: () => fetchResults(filters), enabled });

/** GET /api/results.csv with the same filters, saved as partnerly-results-<today>.csv. */
export async function downloadResultsCsv(filters: ResultsFilters): Promise<void> {
  const csv = await apiRequest<string>(`/api/results.csv${resultsSearch(filters)}`);
  const today = new Date().toISOString().slice(0, 10);
  downloadFile(csv, 'text/csv', `partnerly-results-${today}.csv`);
}

import { useQuery } from '@tanstack/react-query';
import type { EarningStatus, EarningsData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { dealsKey } from '../../../domains/deals/deals';

/** Under the deals' key: an order's frame (a release, a refund) refreshes the earnings too. */
export const earningsKey = (status?: EarningStatus) =>
  [...dealsKey, 'earnings', status ?? 'all'] as const;

/** GET /api/earnings/?status=: the seller's money, newest orders first, with totals. */
export const fetchEarnings = (status?: EarningStatus): Promise<EarningsData> =>
  apiRequest(`/api/earnings/${status ? `?status=${status}` : ''}`);

export const useEarnings = (status?: EarningStatus) =>
  useQuery({ queryKey: earningsKey(status), queryFn: () => fetchEarnings(status) });

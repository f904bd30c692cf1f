import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  fetchOpenCampaigns,
  openCampaignsKey,
  type CampaignFilters,
} from '../../../domains/campaigns/campaigns';

/** The Campaigns tab's open campaigns, page by page, for the filters chosen. */
export function useOpenCampaigns(filters: CampaignFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: openCampaignsKey(filters),
      queryFn: ({ pageParam, signal }) => fetchOpenCampaigns(filters, pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next ?? undefined,
      refetchOnWindowFocus: false,
    }),
  );
}

import { useQuery } from '@tanstack/react-query';
import {
  fetchOpenOffers,
  fetchOrdersWith,
  offersWithKey,
  ordersWithKey,
} from '../../../domains/deals/deals';

/**
 * Whether the conversation has a live offer or an order (the same queries, so the same cache,
 * as ConversationOffers): then it has begun, and "No messages yet. Say hello!" would be wrong
 * above an offer that carries its sender's note (issue 51).
 */
export function useHasDeals(username: string, enabled: boolean): boolean {
  const offers = useQuery({
    queryKey: offersWithKey(username),
    queryFn: () => fetchOpenOffers(username),
    enabled,
  });
  const orders = useQuery({
    queryKey: ordersWithKey(username),
    queryFn: () => fetchOrdersWith(username),
    enabled,
  });
  return (offers.data?.length ?? 0) + (orders.data?.length ?? 0) > 0;
}

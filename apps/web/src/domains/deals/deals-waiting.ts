import { useQuery } from '@tanstack/react-query';
import { useUserData } from '../../lib/user-data';
import { offerWaitsFor, orderWaitsFor } from './deal-steps';
import { fetchOpenOffers, fetchOrders, offersKey, ordersKey } from './deals';

/**
 * How many offers and orders wait for the member to act (the Deals badge). The same queries as
 * /deals, so one fetch serves both, and socket frames refresh them (use-chat).
 */
export function useDealsWaiting(active: boolean): number {
  const me = useUserData().username;
  const orders = useQuery({ queryKey: ordersKey, queryFn: () => fetchOrders(), enabled: active });
  const offers = useQuery({
    queryKey: offersKey,
    queryFn: () => fetchOpenOffers(),
    enabled: active,
  });
  return (
    (orders.data?.filter((order) => orderWaitsFor(order, me)).length ?? 0) +
    (offers.data?.filter((offer) => offerWaitsFor(offer, me)).length ?? 0)
  );
}

import { createContext, use } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchOpenOffers, fetchOrders, offersKey, ordersKey } from './deals';
import { offerWaitsFor, orderWaitsFor } from './deal-steps';
import { useUserData } from './user-data';

/** What the signed-in frame counts (below), for the navigation's Deals badge; 0 outside it. */
export const DealsWaitingContext = createContext(0);

export const useDealsWaitingTotal = (): number => use(DealsWaitingContext);

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

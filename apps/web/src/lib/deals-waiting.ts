import { createContext, use } from 'react';

/**
 * What the signed-in frame counts (domains/deals/deals-waiting.ts), for the navigation's Deals
 * badge; 0 outside it. Here, below components/, so the navigation reads it without a domain.
 */
export const DealsWaitingContext = createContext(0);

export const useDealsWaitingTotal = (): number => use(DealsWaitingContext);

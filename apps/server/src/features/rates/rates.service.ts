import {
  RATES_MIN_SELLERS,
  followerBandOf,
  type RatesData,
  type RatesQuery,
} from '@partnerly/shared';
import type { RatesRepository } from './rates.repository';

/** GET api/rates/ (issue 48 point 6, decision 112): the quartiles, or nulls below the threshold. */
export function ratesService(deps: { rates: RatesRepository }) {
  return {
    async of(query: RatesQuery): Promise<RatesData> {
      const found = await deps.rates.quartiles(
        query.platform,
        query.what,
        followerBandOf(query.followers),
      );
      // Below the threshold the count still tells a member that few deals exist, never a price.
      if (found.sellers < RATES_MIN_SELLERS) {
        return { deals: found.deals, low: null, median: null, high: null };
      }
      const dollars = (value: number | null) => (value === null ? null : Math.round(value));
      return {
        deals: found.deals,
        low: dollars(found.low),
        median: dollars(found.median),
        high: dollars(found.high),
      };
    },

    followersOf: (userId: number) => deps.rates.followersOf(userId),
  };
}

export type RatesService = ReturnType<typeof ratesService>;

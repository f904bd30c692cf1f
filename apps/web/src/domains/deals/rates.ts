import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { followerBandOf, ratesQueryOf, type RatesData } from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';

type RatesLookup = NonNullable<ReturnType<typeof ratesQueryOf>>;

/** GET /api/rates/: what completed deals of the kind paid sellers of the same reach. */
export function fetchRates(lookup: RatesLookup): Promise<RatesData> {
  const query = new URLSearchParams({
    platform: lookup.platform,
    followers: String(lookup.followers),
    ...(lookup.what ? { what: lookup.what } : {}),
  });
  return apiRequest(`/api/rates/?${query.toString()}`);
}

/**
 * The rates of the kind of work a form describes, looked up once its kind has been still for
 * a moment (not at every key typed), and kept five minutes: they move with completed deals.
 * The reach is sent as its band's floor, so every count in a band shares one answer.
 */
export function useRates(
  platform: string | undefined,
  what: string | undefined,
  followers?: number | null,
) {
  const [settledWhat] = useDebouncedValue(what?.trim().toLowerCase(), 400);
  const asked = ratesQueryOf(platform, settledWhat, followers);
  const lookup = asked && { ...asked, followers: followerBandOf(asked.followers).from };
  return useQuery({
    queryKey: ['rates', lookup] as const,
    queryFn: () => fetchRates(lookup as RatesLookup),
    enabled: lookup !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The first deliverable kind a package title or a campaign's content names ("1 Instagram Reel"
 * names a Reel, "3 Stories" a Story): rates are kept per kind, not per wording.
 */
export function kindInTitle(title: string, kinds: readonly string[]): string | undefined {
  const words = title.toLowerCase();
  return kinds.find((kind) => {
    const name = kind.toLowerCase();
    const plural = name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`;
    return new RegExp(`\\b(${name}|${plural})\\b`).test(words);
  });
}

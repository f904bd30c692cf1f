import { Skeleton, Text } from '@mantine/core';
import { ratesLine } from '@partnerly/shared';
import { useRates } from './rates';

/**
 * "Similar deals on Partnerly: $120-$300, median $180" under a price field (issue 48 point 6):
 * nothing until the form names a platform and the seller's reach, a quiet line while too few
 * sellers' deals back a rate, and nothing when the lookup fails (the form works without it).
 */
export function SimilarDeals({
  platform,
  what,
  followers,
  piece,
}: {
  platform: string | undefined;
  what: string | undefined;
  followers: number | null | undefined;
  /** Said after the range when the form asks for several pieces: rates are per piece. */
  piece?: string;
}) {
  const rates = useRates(platform, what, followers);
  if (rates.fetchStatus === 'idle' && rates.isPending) return null;
  if (rates.data === undefined) {
    return rates.isError ? null : <Skeleton h={18} w="70%" aria-label="Loading similar deals" />;
  }
  const line = ratesLine(rates.data);
  return (
    <Text size="xs" c="gray.7" data-testid="similar-deals">
      {line
        ? `${line}${piece ? ` for one ${piece}` : ''}.`
        : 'Not enough similar deals on Partnerly yet to suggest a price.'}
    </Text>
  );
}

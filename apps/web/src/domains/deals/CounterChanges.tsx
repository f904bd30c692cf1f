import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@partnerly/shared';
import { fetchOffer, offerKey } from './deals';
import { offerChanges } from './offer-diff';

/** A counter's changes against the version it replaced, above its terms (issue 51). */
export function CounterChanges({ offer, previousId }: { offer: Offer; previousId: number }) {
  const previous = useQuery({
    queryKey: offerKey(previousId),
    queryFn: () => fetchOffer(previousId),
    staleTime: Infinity,
  });
  if (!previous.data) return null;
  const lines = offerChanges(previous.data, offer);
  return (
    <div>
      <Text size="sm" fw={600}>
        {lines.length > 0 ? 'Changed in this counter:' : 'Counter with the same terms'}
      </Text>
      {lines.length > 0 && (
        <List size="sm" spacing={0}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

import { Anchor, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OfferCard } from '../../../components/deals/OfferCard';
import { fetchOpenOffers, offersWithKey } from '../../../lib/deals';
import { paths } from '../../../lib/paths';

/**
 * The open offers between the viewer and this counterpart, as cards above the send box: the
 * receiver answers them here, live (deal frames refresh the query). Nothing shows without any.
 */
export function ConversationOffers({ me, username }: { me: string; username: string }) {
  const offers = useQuery({
    queryKey: offersWithKey(username),
    queryFn: () => fetchOpenOffers(username),
  });
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <section
      aria-label="Open offers"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <ScrollArea.Autosize mah="40dvh" type="auto" px="sm" pt="xs">
        <Stack gap="xs">
          {offers.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} me={me} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed" px="sm" pt={4}>
        Accepted offers become orders in{' '}
        <Anchor component={Link} to={paths.deals} size="xs" underline="always">
          Deals
        </Anchor>
        .
      </Text>
    </section>
  );
}

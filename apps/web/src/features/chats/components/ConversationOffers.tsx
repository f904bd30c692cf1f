import { Anchor, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, type Order } from '@partnerly/shared';
import { OfferCard } from '../../../domains/deals/OfferCard';
import {
  fetchOpenOffers,
  fetchOrdersWith,
  offersWithKey,
  ordersWithKey,
} from '../../../domains/deals/deals';
import { ORDER_STATE_LABELS, orderNumber } from '../../../domains/deals/deal-steps';
import { paths } from '../../../lib/paths';

/** What happened last to an order, as one line of the conversation. */
function OrderLine({ order }: { order: Order }) {
  const last = order.timeline.at(-1);
  return (
    <Text component="li" size="xs" c="dimmed">
      <Anchor component={Link} to={paths.deal(order.id)} size="xs" underline="always">
        {orderNumber(order.id)} {order.title}
      </Anchor>
      {` · ${ORDER_STATE_LABELS[order.state]}`}
      {last && ` · ${last.by ?? 'Partnerly'}, ${formatDate(last.at, { time: true })}`}
    </Text>
  );
}

/**
 * The deals between the viewer and this counterpart, above the send box: each order's latest
 * step as a line, and the open offers as cards the receiver answers here, live (deal frames
 * refresh both queries). Nothing shows without any.
 */
export function ConversationOffers({ me, username }: { me: string; username: string }) {
  const offers = useQuery({
    queryKey: offersWithKey(username),
    queryFn: () => fetchOpenOffers(username),
  });
  const orders = useQuery({
    queryKey: ordersWithKey(username),
    queryFn: () => fetchOrdersWith(username),
  });
  const open = offers.data ?? [];
  const ordered = orders.data ?? [];
  if (open.length === 0 && ordered.length === 0) return null;
  return (
    <section
      aria-label="Deals in this conversation"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <ScrollArea.Autosize mah="40dvh" type="auto" px="sm" pt="xs">
        <Stack gap="xs">
          {ordered.length > 0 && (
            <Stack
              component="ul"
              gap={2}
              m={0}
              p={0}
              aria-label="Orders"
              style={{ listStyle: 'none' }}
            >
              {ordered.map((order) => (
                <OrderLine key={order.id} order={order} />
              ))}
            </Stack>
          )}
          {open.map((offer) => (
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

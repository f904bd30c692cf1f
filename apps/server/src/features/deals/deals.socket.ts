import type { EventBus } from '../../events/event-bus';
import type { SocketHub } from '../../realtime/socket-server';
import type { OffersService } from './offers.service';
import type { OrdersService } from './orders.service';

/**
 * Deals on the live socket: every instance hears `offer.changed` and `order.changed` and sends
 * the offer or order as it now is to the members' sockets it holds (`{offer}` / `{order}`).
 * Read from the database, so a late event never shows an older state than a newer one did.
 */
export function dealsSocket(
  offers: Pick<OffersService, 'frameOf'>,
  orders: Pick<OrdersService, 'frameOf'>,
  events: EventBus,
  hub: SocketHub,
) {
  const here = (memberIds: number[]) => memberIds.filter((id) => hub.isOnline(id));
  events.subscribe('offer.changed', async ({ offerId, memberIds }) => {
    const members = here(memberIds);
    if (members.length === 0) return;
    const offer = await offers.frameOf(offerId);
    if (offer) for (const id of members) hub.send(id, { offer });
  });
  events.subscribe('order.changed', async ({ orderId, memberIds }) => {
    const members = here(memberIds);
    if (members.length === 0) return;
    const order = await orders.frameOf(orderId);
    if (order) for (const id of members) hub.send(id, { order });
  });
}

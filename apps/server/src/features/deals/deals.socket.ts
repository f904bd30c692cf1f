import type { EventHandlers } from '../../modules/feature-module';

/**
 * Deals on the live socket: every instance hears `offer.changed` and `order.changed` and sends
 * the offer or order as it now is to the members' sockets it holds (`{offer}` / `{order}`).
 * Read from the database, so a late event never shows an older state than a newer one did.
 */
export const dealFrames: EventHandlers = {
  'offer.changed':
    ({ hub, offerViews }) =>
    async ({ offerId, memberIds }) => {
      const members = memberIds.filter((id) => hub.isOnline(id));
      if (members.length === 0) return;
      const offerFor = await offerViews.frameOf(offerId);
      if (offerFor) for (const id of members) hub.send(id, { offer: offerFor(id) });
    },
  'order.changed':
    ({ hub, orders }) =>
    async ({ orderId, memberIds }) => {
      const members = memberIds.filter((id) => hub.isOnline(id));
      if (members.length === 0) return;
      for (const id of members) {
        const order = await orders.frameOf(orderId, id);
        if (order) hub.send(id, { order });
      }
    },
};

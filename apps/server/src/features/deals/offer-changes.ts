import type { DealChange } from '../../events/event-map';
import type { OfferRow } from './deals.repository';

const membersOf = (offer: OfferRow) =>
  [offer.fromId, offer.toId].filter((id): id is number => id !== null);

/** The `offer.changed` payload of a step: both members see it, `waiting` are told of it. */
export function changed(offer: OfferRow, step: DealChange['step'], waiting: (number | null)[]) {
  return {
    offerId: offer.id,
    step,
    memberIds: membersOf(offer),
    waiting: waiting.filter((id): id is number => id !== null),
  };
}

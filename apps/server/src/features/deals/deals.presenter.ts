import type { DealMoney, Offer, Order, OrderPayment, OrderTimelineEntry } from '@partnerly/shared';
import { offPlatformWarning } from '../../lib/off-platform/off-platform';
import { autoApprovalAt } from './deal-rules';
import type { OfferRow, OrderEventRow, OrderRow } from './deals.repository';
import type { OrderCampaign } from './order-campaigns.repository';

/** Usernames by user id, for the people a wire object names. */
export type Names = ReadonlyMap<number, string>;

const nameOf = (names: Names, id: number | null) => (id === null ? null : (names.get(id) ?? null));

/**
 * An offer with what accepting it would cost and pay (`dealMoney`, issue 51), as `viewerId`
 * sees it; without a viewer (an admin, a job) it carries no warning.
 */
export const presentOffer = (
  row: OfferRow,
  names: Names,
  payment: DealMoney,
  viewerId?: number,
): Offer => ({
  id: row.id,
  from: nameOf(names, row.fromId),
  to: nameOf(names, row.toId),
  buyer: nameOf(names, row.buyerId),
  seller: nameOf(names, row.sellerId),
  title: row.title,
  deliverables: row.deliverables,
  price: row.price,
  due_date: row.dueDate,
  usage_rights: row.usageRights,
  revisions: row.revisions,
  message: row.message,
  state: row.state,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  previous_id: row.previousId,
  ...offPlatformWarning(viewerId !== undefined && viewerId === row.toId, [
    row.title,
    ...row.deliverables.map((deliverable) => deliverable.what),
    row.usageRights,
    row.message,
  ]),
  dialogue: row.dialogueId,
  payment,
});

const presentEvent = (row: OrderEventRow, names: Names): OrderTimelineEntry => ({
  at: row.at.toISOString(),
  by: nameOf(names, row.byId),
  kind: row.kind,
  note: row.note,
});

/** An order as `viewerId` sees it: the delivery's warning goes to its buyer only. */
export const presentOrder = (
  row: OrderRow,
  events: OrderEventRow[],
  names: Names,
  payment: OrderPayment,
  viewerId?: number,
  campaign?: OrderCampaign,
): Order => ({
  id: row.id,
  offer_id: row.offerId,
  buyer: nameOf(names, row.buyerId),
  seller: nameOf(names, row.sellerId),
  title: row.title,
  deliverables: row.deliverables,
  price: row.price,
  due_date: row.dueDate,
  usage_rights: row.usageRights,
  revisions: row.revisions,
  revisions_left: row.revisionsLeft,
  state: row.state,
  delivery: row.deliveredAt
    ? {
        note: row.deliveryNote ?? '',
        links: row.deliveryLinks ?? [],
        at: row.deliveredAt.toISOString(),
        ...offPlatformWarning(viewerId !== undefined && viewerId === row.buyerId, [
          row.deliveryNote ?? '',
          ...(row.deliveryLinks ?? []),
        ]),
      }
    : null,
  auto_approves_at:
    row.state === 'delivered' && row.deliveredAt
      ? autoApprovalAt(row.deliveredAt).toISOString()
      : null,
  timeline: events.map((event) => presentEvent(event, names)),
  created_at: row.createdAt.toISOString(),
  payment,
  campaign: campaign ?? null,
});

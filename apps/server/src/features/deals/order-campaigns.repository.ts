import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { campaignApplications, campaigns, offers } from '../../db/schema';
import type { OfferRow, OrderRow } from './deals.repository';

/** The campaign an order came from, as its page links back to it (issue 53). */
export interface OrderCampaign {
  id: number;
  title: string;
}

/**
 * The campaign of the order an accepted offer opens, read once in the accept's transaction
 * and kept on the order (decision 108): the application goes with its creator's account, the
 * order stays. The offer came from an application accepted as it was, or countered first (the
 * offer then answers it, through `previous_id`). An application accepted without terms leaves
 * the brand to write the offer in the chat: that order takes the latest such application of
 * its seller to a campaign of its buyer, accepted before the offer was made (decision 116).
 * Migration 0047 filled the orders opened before it by the same rule.
 */
export async function campaignOfOffer(db: Database, offer: OfferRow): Promise<number | null> {
  if (offer.buyerId === null || offer.sellerId === null) return null;
  const result = await db.execute(sql`
    with recursive chain(offer_id, previous_id) as (
      select ${offer.id}::integer, ${offer.previousId}::integer
      union all
      select ${offers.id}, ${offers.previousId}
        from chain join ${offers} on ${offers.id} = chain.previous_id
    )
    , linked(campaign_id, by_offer, decided_at) as (
      select a.campaign_id, true, a.decided_at
        from chain join ${campaignApplications} a on a.offer_id = chain.offer_id
      union all
      select a.campaign_id, false, a.decided_at
        from ${campaignApplications} a
        where a.creator_id = ${offer.sellerId} and a.offer_id is null and a.state = 'accepted'
          and a.decided_at <= ${offer.createdAt.toISOString()}::timestamptz
    )
    select linked.campaign_id
      from linked join ${campaigns} c on c.id = linked.campaign_id
      where c.owner_id = ${offer.buyerId}
      order by by_offer desc, decided_at desc nulls last
      limit 1`);
  return rowsOf<{ campaign_id: number }>(result)[0]?.campaign_id ?? null;
}

/**
 * The campaigns the orders came from, by order id, as their pages link back to them. A
 * campaign back in draft is not linked: its page is its brand's alone.
 */
export async function campaignsOfOrders(
  db: Database,
  rows: Pick<OrderRow, 'id' | 'campaignId'>[],
): Promise<Map<number, OrderCampaign>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.campaignId === null ? [] : [row.campaignId]))),
  ];
  if (ids.length === 0) return new Map();
  const shown = await db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(and(inArray(campaigns.id, ids), inArray(campaigns.state, ['open', 'closed'])));
  const byId = new Map(shown.map((campaign) => [campaign.id, campaign]));
  return new Map(
    rows.flatMap((row) => {
      const campaign = row.campaignId === null ? undefined : byId.get(row.campaignId);
      return campaign ? [[row.id, campaign] as const] : [];
    }),
  );
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { campaignApplications, campaigns, offers, orders } from '../../db/schema';

/** The campaign an order came from, as its page links back to it (issue 53). */
export interface OrderCampaign {
  id: number;
  title: string;
}

/**
 * The campaigns the orders came from, by order id: an application's offer accepted as it was,
 * or countered first (the order's offer then answers it, through `previous_id`). An
 * application accepted without terms leaves the brand to write the offer in the chat: that
 * order is linked to the latest such application of its seller to a campaign of its buyer,
 * accepted before the offer was made (decision 116). A campaign back in draft is not linked:
 * its page is its brand's alone.
 */
export async function campaignsOfOrders(
  db: Database,
  orderIds: number[],
): Promise<Map<number, OrderCampaign>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive chain(order_id, offer_id, previous_id) as (
      select ${orders.id}, ${offers.id}, ${offers.previousId}
        from ${orders} join ${offers} on ${offers.id} = ${orders.offerId}
        where ${orders.id} in (${ids})
      union all
      select chain.order_id, ${offers.id}, ${offers.previousId}
        from chain join ${offers} on ${offers.id} = chain.previous_id
    )
    , linked(order_id, id, title, by_offer, decided_at) as (
      select chain.order_id, c.id, c.title, true, a.decided_at
        from chain
        join ${campaignApplications} a on a.offer_id = chain.offer_id
        join ${campaigns} c on c.id = a.campaign_id
        where c.state in ('open', 'closed')
      union all
      select ${orders.id}, c.id, c.title, false, a.decided_at
        from ${orders}
        join ${offers} f on f.id = ${orders.offerId}
        join ${campaignApplications} a
          on a.creator_id = f.seller_id and a.offer_id is null and a.state = 'accepted'
            and a.decided_at <= f.created_at
        join ${campaigns} c on c.id = a.campaign_id and c.owner_id = f.buyer_id
        where ${orders.id} in (${ids}) and c.state in ('open', 'closed')
    )
    select distinct on (order_id) order_id, id, title
      from linked
      order by order_id, by_offer desc, decided_at desc nulls last`);
  return new Map(
    rowsOf<{ order_id: number; id: number; title: string }>(result).map((row) => [
      row.order_id,
      { id: row.id, title: row.title },
    ]),
  );
}

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Order, ProfileReviews, ReviewInput } from '@partnerly/shared';
import { reviews } from '../../db/schema';
import { dealsApi, member, type Member } from '../deals/deals.fixtures';

/** Test fixtures of the reviews feature: completed orders and what got stored. */
export function reviewsApi(app: FastifyInstance) {
  const deals = dealsApi(app);
  return {
    ...deals,
    member: (options?: Parameters<typeof member>[1]) => member(app, options),

    /** An order `buyer` bought from `seller`, delivered and approved. */
    async completed(buyer: Member, seller: Member): Promise<Order> {
      const order = await deals.order(buyer, seller);
      await deals.deliver(seller, order.id);
      const approved = await deals.post(buyer, `/api/orders/${order.id}/approve/`);
      if (approved.statusCode !== 200) throw new Error(`approve refused: ${approved.body}`);
      return approved.json<Order>();
    },

    /** Two members and their completed order. */
    async pair() {
      const buyer = await member(app);
      const seller = await member(app);
      return { buyer, seller, order: await this.completed(buyer, seller) };
    },

    review: (who: Member, orderId: number, body: Partial<ReviewInput> | object) =>
      deals.post(who, `/api/orders/${orderId}/review/`, body),

    /** The public page's reviews, as anyone reads them. */
    async page(username: string): Promise<ProfileReviews> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/profile_data/',
        payload: { username },
      });
      return response.json<{ reviews: ProfileReviews }>().reviews;
    },

    stored: (orderId: number) =>
      app.database.db.select().from(reviews).where(eq(reviews.orderId, orderId)),
  };
}

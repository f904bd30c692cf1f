import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EarningsData, Order } from '@partnerly/shared';
import { eventually } from '../../test/eventually';
import { dealsApi, member, type Member } from '../deals/deals.fixtures';

/** Test fixtures of the seller's money: orders paid in the test checkout, settled or split. */
export function earningsApi(app: FastifyInstance) {
  const api = dealsApi(app);
  const orderOf = async (who: Member, id: number) =>
    (await api.get(who, `/api/orders/${id}/`)).json<Order>();

  return {
    ...api,
    orderOf,
    earnings: async (who: Member, query = '') =>
      (await api.get(who, `/api/earnings/${query}`)).json<EarningsData>(),

    /** A seller who finished the test onboarding (payouts active, test money). */
    async seller(): Promise<Member> {
      const seller = await member(app);
      await api.post(seller, '/api/payouts/onboard/');
      expect((await api.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(200);
      return seller;
    },

    /** An order of `price` the buyer paid in the test checkout: held by Partnerly. */
    async paidOrder(buyer: Member, seller: Member, price: number, title = 'Spring reels') {
      const order = await api.order(buyer, seller, { price, title });
      expect((await api.post(buyer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(201);
      expect((await api.post(buyer, `/api/orders/${order.id}/pay/test/`)).statusCode).toBe(200);
      return order;
    },

    /** Delivered and approved by the buyer; waits for the release job. */
    async approved(buyer: Member, seller: Member, orderId: number) {
      await api.deliver(seller, orderId);
      expect((await api.post(buyer, `/api/orders/${orderId}/approve/`)).statusCode).toBe(200);
      return this.settled(buyer, orderId, 'released');
    },

    /** Disputed by the buyer and split by an admin: `refund` dollars back to the buyer. */
    async split(buyer: Member, orderId: number, refund: number) {
      const admin = await member(app, { admin: true });
      await api.post(buyer, `/api/orders/${orderId}/dispute/`, { reason: 'Only one reel came' });
      const resolved = await api.post(admin, `/api/admin/orders/${orderId}/resolve/`, {
        outcome: 'split',
        note: 'One of two reels was delivered: half goes back.',
        refund_amount: refund,
      });
      expect(resolved.statusCode).toBe(200);
      return this.settled(buyer, orderId, 'partially_refunded');
    },

    settled: (who: Member, orderId: number, state: Order['payment']['state']) =>
      eventually(async () => {
        const order = await orderOf(who, orderId);
        return order.payment.state === state && order;
      }, `payment ${state}`),
  };
}

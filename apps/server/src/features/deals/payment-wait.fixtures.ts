import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '@partnerly/shared';
import { dealsApi, member, type Member } from './deals.fixtures';

/** Fixtures of payment before work (decision 092) in the test payments mode. */
export function paymentWaitApi(app: FastifyInstance) {
  const api = dealsApi(app);
  return {
    ...api,
    /** A seller who finished the test onboarding: orders from them wait for the payment. */
    async payableSeller(): Promise<Member> {
      const seller = await member(app);
      expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
      const done = await api.post(seller, '/api/payouts/test/complete/');
      expect(done.json()).toMatchObject({ status: 'active' });
      return seller;
    },
    /** The buyer pays the order in the test checkout. */
    async pay(buyer: Member, orderId: number) {
      expect((await api.post(buyer, `/api/orders/${orderId}/pay/`)).statusCode).toBe(201);
      return api.post(buyer, `/api/orders/${orderId}/pay/test/`);
    },
    orderOf: async (who: Member, id: number) =>
      (await api.get(who, `/api/orders/${id}/`)).json<Order>(),
  };
}

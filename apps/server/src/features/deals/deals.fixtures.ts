import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  USAGE_RIGHTS_PRESETS,
  utcDate,
  type Offer,
  type OfferInput,
  type OfferTermsInput,
  type Order,
} from '@partnerly/shared';
import { jobs, offers, orderEvents, orders } from '../../db/schema';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

/** Test fixtures of the deals feature: members, offers, orders and what got stored. */

export interface Member {
  id: number;
  username: string;
  headers: Record<string, string>;
}

/** A signed-in member: Full Access unless `paid: false`; an admin with `admin: true`. */
export async function member(
  app: FastifyInstance,
  options: { paid?: boolean; admin?: boolean } = {},
): Promise<Member> {
  const values = { isAdmin: options.admin ?? false };
  const user =
    options.paid === false ? await buildUser(app, values) : await buildPaidUser(app, values);
  const { access } = await login(app, user.username);
  return { id: user.id, username: user.username, headers: bearer(access) };
}

/** Valid offer terms: two reels, due in two weeks. */
export const termsBody = (overrides: Partial<OfferTermsInput> = {}): OfferTermsInput => ({
  title: 'Two reels for the spring launch',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
  price: 1200,
  due_date: utcDate(14),
  usage_rights: USAGE_RIGHTS_PRESETS[1],
  revisions: 1,
  message: 'Looking forward to it!',
  ...overrides,
});

/** A valid offer to `to`: the sender buys two reels. */
export const offerBody = (to: string, overrides: Partial<OfferInput> = {}): OfferInput => ({
  to,
  role: 'buy',
  ...termsBody(),
  ...overrides,
});

export function dealsApi(app: FastifyInstance) {
  const post = (who: Member, url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const get = (who: Member, url: string) =>
    app.inject({ method: 'GET', url, headers: who.headers });
  return {
    post,
    get,
    async offer(from: Member, to: Member, overrides: Partial<OfferInput> = {}): Promise<Offer> {
      const response = await post(from, '/api/offers/', offerBody(to.username, overrides));
      if (response.statusCode !== 201) throw new Error(`offer refused: ${response.body}`);
      return response.json<Offer>();
    },
    /** An order: `buyer` offers to buy from `seller`, who accepts. */
    async order(
      buyer: Member,
      seller: Member,
      overrides: Partial<OfferInput> = {},
    ): Promise<Order> {
      const offer = await this.offer(buyer, seller, overrides);
      const response = await post(seller, `/api/offers/${offer.id}/accept/`);
      if (response.statusCode !== 201) throw new Error(`accept refused: ${response.body}`);
      return response.json<{ order: Order }>().order;
    },
    /** The seller delivers one link. */
    deliver: (seller: Member, orderId: number, note = 'Here are the reels.') =>
      post(seller, `/api/orders/${orderId}/deliver/`, {
        note,
        links: ['https://cdn.example.com/reel-1.mp4'],
      }),
  };
}

/** A chat message from one member to another, through the chat service as the socket sends it. */
export async function sendMessage(app: FastifyInstance, from: Member, to: Member, text: string) {
  const sender = await app.services.users.findById(from.id);
  if (!sender) throw new Error('no sender');
  await app.services.chat.send(sender, text, to.username);
}

/** What is stored, read straight from the database. */
export function stored(app: FastifyInstance) {
  const { db } = app.database;
  return {
    offersFrom: (userId: number) => db.select().from(offers).where(eq(offers.fromId, userId)),
    offer: async (id: number) => (await db.select().from(offers).where(eq(offers.id, id)))[0],
    order: async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0],
    ordersOfBuyer: (userId: number) => db.select().from(orders).where(eq(orders.buyerId, userId)),
    timeline: (orderId: number) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id),
    jobsNamed: (name: string) => db.select().from(jobs).where(eq(jobs.name, name)),
  };
}

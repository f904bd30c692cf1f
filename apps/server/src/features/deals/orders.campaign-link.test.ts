import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFile, readdir } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import type { AcceptedApplication, Application, Campaign, Offer, Order } from '@partnerly/shared';
import { campaignApplications, orders as ordersTable } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { campaignsApi, creator, member, type Member } from '../campaigns/campaigns.fixtures';
import { dealsApi, termsBody } from './deals.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function applied(who: Member, campaign: Campaign, body: object = {}) {
  const response = await campaignsApi(app).post(who, `/api/campaigns/${campaign.id}/apply/`, {
    pitch: 'I would love to make this.',
    platforms: ['Instagram'],
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`apply: ${response.body}`);
  return response.json<Application>();
}

const orderAs = async (who: Member, id: number) =>
  (await dealsApi(app).get(who, `/api/orders/${id}/`)).json<Order>();

/** Issue 53, the lesser defects: an order from a campaign links back to it, for both members. */
describe("an order's campaign", () => {
  it('is on the order of an application accepted with its terms, for both members', async () => {
    const brand = await member(app);
    const campaign = await campaignsApi(app).open(brand, { wanted: 1, title: 'Autumn serum' });
    const seller = await creator(app);
    const application = await applied(seller, campaign, { offer: termsBody() });
    const accepted = await campaignsApi(app).post(
      brand,
      `/api/applications/${application.id}/accept/`,
    );
    const { order_id: orderId } = accepted.json<AcceptedApplication>();
    if (orderId === null) throw new Error('no order');
    for (const who of [brand, seller]) {
      expect((await orderAs(who, orderId)).campaign).toEqual({
        id: campaign.id,
        title: 'Autumn serum',
      });
    }
    const listed = await dealsApi(app).get(seller, '/api/orders/');
    const mine = listed.json<{ data?: Order[] } | Order[]>();
    const orders = Array.isArray(mine) ? mine : (mine.data ?? []);
    expect(orders.find((order) => order.id === orderId)?.campaign?.id).toBe(campaign.id);
  });

  it("follows a counter back to the application's offer; a direct order has none", async () => {
    const brand = await member(app);
    const campaign = await campaignsApi(app).open(brand, { wanted: 1, title: 'Winter coats' });
    const seller = await creator(app);
    const application = await applied(seller, campaign);
    // The application's offer, as when the deals refused the same-step accept and the offer
    // waited in the chat: the creator counters it, and the brand accepts the counter.
    const first = await dealsApi(app).offer(brand, seller);
    await app.database.db
      .update(campaignApplications)
      .set({ offerId: first.id, state: 'accepted' })
      .where(eq(campaignApplications.id, application.id));
    const countered = await dealsApi(app).post(
      seller,
      `/api/offers/${first.id}/counter/`,
      termsBody({ price: 900 }),
    );
    expect(countered.statusCode).toBe(201);
    const counter = countered.json<Offer>();
    const order = await dealsApi(app).post(brand, `/api/offers/${counter.id}/accept/`);
    expect(order.statusCode).toBe(201);
    const { id } = order.json<{ order: Order }>().order;
    expect((await orderAs(brand, id)).campaign).toEqual({ id: campaign.id, title: 'Winter coats' });

    const direct = await dealsApi(app).order(brand, seller);
    expect(direct.campaign).toBeNull();
    expect((await orderAs(seller, direct.id)).campaign).toBeNull();
  });

  it('links the order the brand offered in the chat after accepting an application without terms', async () => {
    const brand = await member(app);
    const seller = await creator(app);
    // A deal made before the application is not the campaign's.
    const before = await dealsApi(app).order(brand, seller);
    const campaign = await campaignsApi(app).open(brand, { wanted: 1, title: 'Spring linen' });
    const application = await applied(seller, campaign);
    const accepted = await campaignsApi(app).post(
      brand,
      `/api/applications/${application.id}/accept/`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<AcceptedApplication>().order_id).toBeNull();

    const order = await dealsApi(app).order(brand, seller);
    for (const who of [brand, seller]) {
      expect((await orderAs(who, order.id)).campaign).toEqual({
        id: campaign.id,
        title: 'Spring linen',
      });
    }
    expect((await orderAs(brand, before.id)).campaign).toBeNull();
    // Another brand's deal with the same creator is not this campaign's.
    const otherBrand = await member(app);
    expect((await dealsApi(app).order(otherBrand, seller)).campaign).toBeNull();
  });
});

describe("the migration that keeps an order's campaign on it (decision 108)", () => {
  it('gives the orders opened before it the campaigns the accept now keeps', async () => {
    const stored = () =>
      app.database.db
        .select({ id: ordersTable.id, campaignId: ordersTable.campaignId })
        .from(ordersTable)
        .orderBy(asc(ordersTable.id));
    const kept = await stored();
    // The three cases above: by the application's offer, through a counter, and without terms.
    expect(kept.filter((order) => order.campaignId !== null)).toHaveLength(3);

    // Found by name: the merge may renumber it.
    const folder = new URL('../../db/migrations/', import.meta.url);
    const file = (await readdir(folder)).find((name) => name.endsWith('_order_campaign.sql'));
    if (!file) throw new Error('no migration');
    const backfill = (await readFile(new URL(file, folder), 'utf8'))
      .split('--> statement-breakpoint')
      .at(-1);
    if (!backfill) throw new Error('no backfill');
    await app.database.db.update(ordersTable).set({ campaignId: null });
    await app.database.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(kept);
  });
});

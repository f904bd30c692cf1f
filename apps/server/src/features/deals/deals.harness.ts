/** The offer and order tests' shared set-up: one app per test file, its calls and stored rows. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createTestApp } from '../../test/app';
import { dealsApi, member, stored, type Member } from './deals.fixtures';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

export let app: FastifyInstance;
export let api: ReturnType<typeof dealsApi>;
export let db: ReturnType<typeof stored>;

/**
 * One app for the test file calling it; `settings` are read when the app is built, so they may
 * name what an earlier beforeAll started (the payment tests' Stripe stand-in).
 */
export function setUpDeals(settings: () => Partial<Config> = () => ({})) {
  beforeAll(async () => {
    app = await createTestApp(settings());
    api = dealsApi(app);
    db = stored(app);
  });
  afterAll(async () => {
    await app.close();
  });
}

/** A brand and a creator, both with Full Access. */
export const pair = async () => ({ brand: await member(app), creator: await member(app) });

/** An active order between a new buyer and a new seller. */
export async function deal(revisions = 1) {
  const buyer = await member(app);
  const seller = await member(app);
  const order = await api.order(buyer, seller, { revisions });
  return { buyer, seller, order };
}

/** One member action on an order, by its route name. */
export const act = (who: Member, id: number, action: string, body: object = {}) =>
  api.post(who, `/api/orders/${id}/${action}/`, body);

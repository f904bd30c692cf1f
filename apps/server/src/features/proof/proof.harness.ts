/** The proof tests' set-up: the app with the three platform stand-ins, connected sellers, orders. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { firstReadsDone } from '../../test/connected-instances';
import { eventually } from '../../test/eventually';
import {
  startPlatformStandIns,
  type PlatformStandIn,
  type StandInAccount,
} from '../../test/platform-stand-ins';
import { dealsApi, member, stored, type Member } from '../deals/deals.fixtures';

export const DAY = 86_400_000;

export let app: FastifyInstance;
export let api: ReturnType<typeof dealsApi>;
export let db: ReturnType<typeof stored>;
export let standIns: Awaited<ReturnType<typeof startPlatformStandIns>>;

export function setUpProof() {
  beforeAll(async () => {
    standIns = await startPlatformStandIns();
    app = await createTestApp({ platforms: standIns.platforms });
    api = dealsApi(app);
    db = stored(app);
  });
  afterAll(async () => {
    await app?.close();
    await standIns?.close();
  });
}

let accounts = 0;
/** A fresh account at a stand-in platform. */
export function accountOf(values: Partial<StandInAccount> = {}): StandInAccount {
  accounts += 1;
  return { id: `proof-${accounts}`, username: `maker.${accounts}`, followers: 2000, ...values };
}

/** The member connects `account` through the platform's real redirects. */
export async function connect(who: Member, standIn: PlatformStandIn, account: StandInAccount) {
  standIn.signIn(account);
  const started = await app.inject({
    method: 'POST',
    url: `/api/connect/${standIn.platform}/start/`,
    headers: who.headers,
  });
  expect(started.statusCode).toBe(201);
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const page = await fetch(started.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  const done = await app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  expect(done.headers.location).toContain(`connected=${standIn.platform}`);
  await firstReadsDone(app);
}

/** An active order between a new buyer and a new seller. */
export async function deal() {
  const buyer = await member(app);
  const seller = await member(app);
  const order = await api.order(buyer, seller);
  return { buyer, seller, order };
}

export const delivered = (seller: Member, orderId: number, links: string[]) =>
  api.post(seller, `/api/orders/${orderId}/deliver/`, { note: 'Live now.', links });

/** The order as `who` reads it once no post is `checking` any more. */
export const checked = (who: Member, orderId: number) =>
  eventually(async () => {
    const order = (await api.get(who, `/api/orders/${orderId}/`)).json<Order>();
    return order.posts?.every((post) => post.state !== 'checking') ? order : undefined;
  }, 'the posts checked');

/** A moment `ms` from now, as the platforms write it. */
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

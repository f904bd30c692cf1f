import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Offer, Order, ServerFrame } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { connectSocket, type SocketClient } from '../../test/socket-client';
import { dealsApi, member, type Member } from './deals.fixtures';

let app: FastifyInstance;
let url: string;
let api: ReturnType<typeof dealsApi>;

beforeAll(async () => {
  app = await createTestApp();
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  api = dealsApi(app);
});
afterAll(async () => {
  await app.close();
});

/** A member with a socket open. */
async function online(): Promise<Member & { socket: SocketClient }> {
  const someone = await member(app);
  const token = someone.headers.authorization?.replace('Bearer ', '') ?? '';
  return { ...someone, socket: await connectSocket(url, token) };
}

const offerFrame =
  (id: number) =>
  (frame: ServerFrame): frame is { offer: Offer } =>
    'offer' in frame && frame.offer.id === id;
const deliveredFrame =
  (id: number) =>
  (frame: ServerFrame): frame is { order: Order } =>
    'order' in frame && frame.order.id === id && frame.order.state === 'delivered';

/** A Cyrillic "а" in "telegram": issue 46 found the chat's check blind to it. */
const DISGUISED = 'Happy to work together, add me on telegr\u0430m so we skip the fees';

describe('an offer whose words ask to leave Partnerly (issue 46, case 18)', () => {
  it('carries the warning to its receiver only, in answers and frames', async () => {
    const brand = await online();
    const creator = await online();
    const offer = await api.offer(brand, creator, { message: DISGUISED });
    expect(offer).not.toHaveProperty('warning');

    expect((await creator.socket.next(offerFrame(offer.id))).offer.warning).toBe('off_platform');
    expect((await brand.socket.next(offerFrame(offer.id))).offer).not.toHaveProperty('warning');
    const received = await api.get(creator, `/api/offers/${offer.id}/`);
    expect(received.json<Offer>()).toMatchObject({ message: DISGUISED, warning: 'off_platform' });
    const listed = await api.get(creator, '/api/offers/');
    expect(listed.json<Offer[]>().find((item) => item.id === offer.id)?.warning).toBe(
      'off_platform',
    );
    expect((await api.get(brand, `/api/offers/${offer.id}/`)).json()).not.toHaveProperty('warning');
    for (const who of [brand, creator]) who.socket.close();
  });

  it('looks at the usage rights too, and not at ordinary terms', async () => {
    const brand = await member(app);
    const creator = await member(app);
    const hidden = await api.offer(brand, creator, {
      usage_rights: 'Organic only. Payment by Zelle after posting.',
    });
    const ordinary = await api.offer(brand, creator, {
      message: 'Two reels at 5:55 pm, $1,200.50 in total, signal boost on launch day.',
    });
    const seen = (id: number) => api.get(creator, `/api/offers/${id}/`);
    expect((await seen(hidden.id)).json<Offer>().warning).toBe('off_platform');
    expect((await seen(ordinary.id)).json()).not.toHaveProperty('warning');
  });
});

describe('a delivery note that asks to leave Partnerly', () => {
  it('warns the buyer, not the seller who wrote it', async () => {
    const buyer = await online();
    const seller = await online();
    const order = await api.order(buyer, seller);
    const note = 'Reels are up. For the next ones write to me at seller.studio@gmail.com';
    const delivered = (await api.deliver(seller, order.id, note)).json<Order>();
    expect(delivered.delivery).not.toHaveProperty('warning');

    expect((await buyer.socket.next(deliveredFrame(order.id))).order.delivery?.warning).toBe(
      'off_platform',
    );
    expect((await seller.socket.next(deliveredFrame(order.id))).order.delivery).not.toHaveProperty(
      'warning',
    );
    const seen = (who: Member) => api.get(who, `/api/orders/${order.id}/`);
    expect((await seen(buyer)).json<Order>().delivery).toMatchObject({
      note,
      warning: 'off_platform',
    });
    expect((await seen(seller)).json<Order>().delivery).not.toHaveProperty('warning');
    const listed = (await api.get(buyer, '/api/orders/')).json<Order[]>();
    expect(listed.find((item) => item.id === order.id)?.delivery?.warning).toBe('off_platform');
    for (const who of [buyer, seller]) who.socket.close();
  });

  it('does not warn of an ordinary delivery', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const order = await api.order(buyer, seller);
    await api.deliver(seller, order.id, 'Both reels are live, the 0 to 60 clip did best.');
    const seen = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
    expect(seen.delivery).not.toHaveProperty('warning');
  });
});

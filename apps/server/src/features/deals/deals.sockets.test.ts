import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Offer, Order, ServerFrame } from '@partnerly/shared';
import { createTestApp, setUpListeningInstances } from '../../test/app';
import { connectSocket, type SocketClient } from '../../test/socket-client';
import { dealsApi, member, termsBody, type Member } from './deals.fixtures';

const isOffer =
  (id: number, state: Offer['state']) =>
  (frame: ServerFrame): frame is { offer: Offer } =>
    'offer' in frame && frame.offer.id === id && frame.offer.state === state;
const isOrder =
  (id: number, state: Order['state']) =>
  (frame: ServerFrame): frame is { order: Order } =>
    'order' in frame && frame.order.id === id && frame.order.state === state;
const offerIn = (frame: ServerFrame) => ('offer' in frame ? frame.offer : undefined);

/** A member with a socket open on the app at `url`. */
async function online(
  app: FastifyInstance,
  url: string,
): Promise<Member & { socket: SocketClient }> {
  const someone = await member(app);
  const token = someone.headers.authorization?.replace('Bearer ', '') ?? '';
  return { ...someone, socket: await connectSocket(url, token) };
}

describe('deal frames on the live socket', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await createTestApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells both members of every change: offer, counter, accept, delivery', async () => {
    const api = dealsApi(app);
    const brand = await online(app, url);
    const creator = await online(app, url);
    const stranger = await online(app, url);

    const offer = await api.offer(brand, creator);
    for (const who of [brand, creator]) {
      expect((await who.socket.next(isOffer(offer.id, 'open'))).offer).toEqual(offer);
    }

    const terms = termsBody({ price: 1500 });
    const countered = await api.post(creator, `/api/offers/${offer.id}/counter/`, terms);
    const second = countered.json<Offer>();
    for (const who of [brand, creator]) {
      await who.socket.next(isOffer(offer.id, 'countered'));
      expect((await who.socket.next(isOffer(second.id, 'open'))).offer).toEqual(second);
    }

    const accepted = await api.post(brand, `/api/offers/${second.id}/accept/`);
    const { order } = accepted.json<{ order: Order }>();
    for (const who of [brand, creator]) {
      await who.socket.next(isOffer(second.id, 'accepted'));
      expect((await who.socket.next(isOrder(order.id, 'active'))).order).toEqual(order);
    }

    const delivered = (await api.deliver(creator, order.id)).json<Order>();
    for (const who of [brand, creator]) {
      expect((await who.socket.next(isOrder(order.id, 'delivered'))).order).toEqual(delivered);
    }
    // Nobody else hears of it.
    expect(stranger.socket.frames.filter((frame) => 'offer' in frame || 'order' in frame)).toEqual(
      [],
    );
    expect(brand.socket.frames.map(offerIn).filter(Boolean)).toHaveLength(4);
    for (const who of [brand, creator, stranger]) who.socket.close();
  });
});

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log(
    'deals.sockets.test: the two-instance part is skipped, it needs REDIS_URL and TEST_DATABASE_URL',
  );
}

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'deal frames with two instances on one database and one Redis',
  () => {
    const instances = setUpListeningInstances({ redisUrl });

    it('reaches the member on the other instance, and both sides there', async () => {
      const { first, second, urlA, urlB } = instances;
      const brand = await online(first, urlA);
      const creator = await online(first, urlB);
      // The brand also has a tab open on instance B.
      const brandElsewhere = await connectSocket(
        urlB,
        brand.headers.authorization?.replace('Bearer ', '') ?? '',
      );
      const offer = await dealsApi(first).offer(brand, creator);
      await creator.socket.next(isOffer(offer.id, 'open'));
      await brandElsewhere.next(isOffer(offer.id, 'open'));

      const accepted = await dealsApi(second).post(creator, `/api/offers/${offer.id}/accept/`);
      const { order } = accepted.json<{ order: Order }>();
      expect((await brand.socket.next(isOrder(order.id, 'active'))).order).toEqual(order);
      await brand.socket.next(isOffer(offer.id, 'accepted'));
      await creator.socket.next(isOrder(order.id, 'active'));

      await dealsApi(second).deliver(creator, order.id);
      await brand.socket.next(isOrder(order.id, 'delivered'));
      await brandElsewhere.next(isOrder(order.id, 'delivered'));
      for (const socket of [brand.socket, creator.socket, brandElsewhere]) socket.close();
    });
  },
);

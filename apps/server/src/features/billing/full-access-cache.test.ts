import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@partnerly/shared';
import type { SocketHub } from '../../realtime/socket-server';
import { createTestApp } from '../../test/app';
import { buildPaidUser, buildUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A hub where `userId` has a socket; it records what reaches them. */
function onlineHub(userId: number) {
  const received: ServerFrame[] = [];
  const hub: SocketHub = {
    send: (to, frame) => void (to === userId && received.push(frame)),
    close: () => undefined,
    isOnline: (id) => id === userId,
  };
  return { hub, received };
}

/** A typing signal in a conversation nobody buys in: only Full Access hears it. */
const typing = (dialogueId: number): ServerFrame => ({
  typing: { username: 'someone', dialogue: dialogueId },
});

/** Live chat frames ask the receiver's plan from memory (issue 49, decision 124). */
describe("the receiver's plan behind live chat frames", () => {
  it('is read from the database once for a run of frames, not once a frame', async () => {
    const receiver = await buildPaidUser(app);
    const { hub, received } = onlineHub(receiver.id);
    const reads = vi.spyOn(app.services.subscriptions, 'findByUser');
    try {
      for (let i = 0; i < 5; i += 1)
        await app.services.chatAudience(hub, receiver.id, 1, typing(1));
      expect(received).toHaveLength(5);
      expect(reads.mock.calls.filter(([id]) => id === receiver.id)).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('lets an Explorer hear every conversation as soon as they redeem a code', async () => {
    const explorer = await buildUser(app);
    const { hub, received } = onlineHub(explorer.id);
    await app.services.chatAudience(hub, explorer.id, 2, typing(2));
    expect(received).toEqual([]);

    const code = `FULL${Date.now().toString(36).toUpperCase()}`;
    await app.services.promo.create({ code, expiresOn: '2030-01-01', amount: 1, percent: 100 });
    await app.services.promo.redeem(explorer.id, code);
    await app.services.chatAudience(hub, explorer.id, 2, typing(2));
    expect(received).toEqual([typing(2)]);
  });

  it('stops the frames of a member whose plan ended as soon as it ends', async () => {
    const member = await buildPaidUser(app);
    const { hub, received } = onlineHub(member.id);
    await app.services.chatAudience(hub, member.id, 3, typing(3));
    await app.services.billing.cancelTestSubscription(member);
    await app.services.chatAudience(hub, member.id, 3, typing(3));
    expect(received).toEqual([typing(3)]);
  });
});

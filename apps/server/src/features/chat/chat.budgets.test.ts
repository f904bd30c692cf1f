import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_LIVE_LIMITS } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { connectSocket, connectedMember, startListeningApp } from '../../test/socket-client';
import { frameWith, quietFor, say, type Member } from './chat-live.fixtures';
import { REACTIONS_PER_MINUTE } from './chat.socket';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()), 30_000);
afterAll(() => app.close());

const pair = () => Promise.all([connectedMember(app, url), connectedMember(app, url)]);

/** More sockets of one member, as tabs and devices would open them. */
const moreSockets = (member: Member, count: number) =>
  Promise.all(Array.from({ length: count }, () => connectSocket(url, member.tokens.access)));

const countOf = (member: Member, key: 'reaction' | 'typing' | 'error') =>
  member.socket.frames.filter(frameWith(key)).length;

describe('budgets of socket frames per member, over all their sockets (issue 46)', () => {
  it('counts reactions from five sockets of one member as one budget (case 9)', async () => {
    const [ada, bob] = await pair();
    const message = await say(ada, bob, 'React to this');
    const sockets = [bob.socket, ...(await moreSockets(bob, 4))];
    const perSocket = 15; // within a socket's own 20 frames a second
    const sent = sockets.length * perSocket;
    expect(sent).toBeGreaterThan(REACTIONS_PER_MINUTE);
    for (const socket of sockets) {
      for (let n = 0; n < perSocket; n += 1) {
        socket.send({ react: { id: message.id, emoji: n % 2 ? '👍' : '❤️' } });
      }
    }
    const errors = () =>
      sockets.flatMap((socket) => socket.frames.filter(frameWith('error')).map((f) => f.error));
    await expect
      .poll(() => countOf(ada, 'reaction'), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(REACTIONS_PER_MINUTE);
    await expect
      .poll(() => errors().length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(sent - REACTIONS_PER_MINUTE);
    await quietFor();
    expect(countOf(ada, 'reaction')).toBe(REACTIONS_PER_MINUTE);
    expect(errors()).toHaveLength(sent - REACTIONS_PER_MINUTE);
    for (const error of errors()) {
      expect(error).toMatchObject({
        code: 'rate_limited',
        detail: expect.stringMatching(/^Slow down/),
      });
      expect(error.retry_after).toBeGreaterThan(0);
      expect(error.retry_after).toBeLessThanOrEqual(60);
    }
    for (const socket of sockets.slice(1)) socket.close();
  }, 30_000);

  it('pushes at most one typing signal per 3 s from ten sockets of one sender (case 10)', async () => {
    const [ada, bob] = await pair();
    await say(ada, bob, 'Are you typing?');
    const sockets = [bob.socket, ...(await moreSockets(bob, 9))];
    const typeFromAll = () => {
      for (const socket of sockets) {
        for (let n = 0; n < 5; n += 1) socket.send({ typing: ada.user.username });
      }
    };
    typeFromAll();
    await ada.socket.next(frameWith('typing'));
    await quietFor(800);
    expect(countOf(ada, 'typing')).toBe(1);
    // Dropped without an answer: a hint nobody waits on is never an error to the sender.
    expect(sockets.some((socket) => socket.frames.some(frameWith('error')))).toBe(false);

    await withClockAhead(CHAT_LIVE_LIMITS.typingSignalMs + 100, async () => {
      typeFromAll();
      await expect.poll(() => countOf(ada, 'typing')).toBeGreaterThanOrEqual(2);
      await quietFor(800);
    });
    expect(countOf(ada, 'typing')).toBe(2);
    for (const socket of sockets.slice(1)) socket.close();
  }, 30_000);
});

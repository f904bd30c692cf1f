import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEAL_MESSAGES, type ClientFrame, type ServerFrame } from '@partnerly/shared';
import { messages } from '../../db/schema';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import {
  connectSocket,
  isError,
  isHistory,
  isMessage,
  startListeningApp,
  type SocketClient,
} from '../../test/socket-client';
import { offerBody } from '../deals/deals.fixtures';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());

const messagesOf = async (senderId: number) =>
  (
    await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(sql`${messages.senderId} = ${senderId}`)
  )[0]?.n ?? 0;

async function signedIn(paid: boolean) {
  const user = paid ? await buildPaidUser(app) : await buildUser(app);
  const tokens = await login(app, user.username);
  return { user, headers: bearer(tokens.access), socket: await connectSocket(url, tokens.access) };
}

/** A message frame carrying `text`. */
const textIs =
  (text: string) =>
  (frame: ServerFrame): frame is Extract<ServerFrame, { message: unknown }> =>
    isMessage(frame) && frame.message.text === text;

/** The next error frame after what `socket` has recorded so far. */
async function refusal(socket: SocketClient, frame: ClientFrame) {
  const from = socket.frames.length;
  socket.send(frame);
  return (await socket.next(isError, from)).error;
}

/** Issue 53, point 6 (decision 107): an Explorer chats in their deal's conversation only. */
describe('chat on the Explorer plan', () => {
  it('talks with the creator they buy from, and nobody else (full_access_required)', async () => {
    const explorer = await signedIn(false);
    const creator = await signedIn(true);
    const other = await signedIn(true);
    const offer = await app.inject({
      method: 'POST',
      url: '/api/offers/',
      headers: explorer.headers,
      payload: offerBody(creator.user.username),
    });
    expect(offer.statusCode).toBe(201);

    explorer.socket.send({ message: 'About the reel', receiver: creator.user.username });
    const received = await creator.socket.next(isMessage);
    expect(received.message.text).toBe('About the reel');
    creator.socket.send({ message: 'Happy to help', receiver: explorer.user.username });
    await explorer.socket.next(textIs('Happy to help'));
    explorer.socket.send({
      more_messages: true,
      other_user: creator.user.username,
      message_count: 0,
    });
    expect((await explorer.socket.next(isHistory)).more_messages.length).toBeGreaterThan(0);

    // Another member whose conversation holds no deal: every frame is the socket's 403.
    const written = await messagesOf(explorer.user.id);
    for (const frame of [
      { message: 'Hello', receiver: other.user.username },
      { more_messages: true, other_user: other.user.username, message_count: 0 },
      { typing: other.user.username },
    ] as ClientFrame[]) {
      const error = await refusal(explorer.socket, frame);
      expect(error).toMatchObject({
        code: 'full_access_required',
        detail: DEAL_MESSAGES.chatNeedsFullAccess,
      });
    }
    expect(await messagesOf(explorer.user.id)).toBe(written);

    // A conversation the other member started with the Explorer, as a seller, holds no purchase.
    // Its frames never reach the Explorer's socket (decision 116); the deal's still do, in line.
    const from = explorer.socket.frames.length;
    other.socket.send({ message: 'Want to collaborate?', receiver: explorer.user.username });
    const incoming = await other.socket.next(textIs('Want to collaborate?'));
    creator.socket.send({ message: 'Draft on Friday', receiver: explorer.user.username });
    await explorer.socket.next(textIs('Draft on Friday'), from);
    const heard = explorer.socket.frames.slice(from);
    expect(heard.some((frame) => JSON.stringify(frame).includes('Want to collaborate?'))).toBe(
      false,
    );
    const reply = await refusal(explorer.socket, {
      react: { id: incoming.message.id, emoji: '👍' },
    } as ClientFrame);
    expect(reply.code).toBe('full_access_required');
    const read = await refusal(explorer.socket, {
      notificaiton: true,
      id: incoming.message.dialogue,
    } as ClientFrame);
    expect(read.code).toBe('full_access_required');
    expect(await messagesOf(explorer.user.id)).toBe(written);

    // Starting a conversation and chat search stay Full Access (403).
    const start = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: explorer.headers,
      payload: { username: other.user.username },
    });
    expect(start.statusCode).toBe(403);
    for (const client of [explorer, creator, other]) client.socket.close();
  });
});

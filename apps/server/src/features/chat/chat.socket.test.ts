import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { testConfig } from '../../test/config';
import { buildPaidUser, buildUser, login } from '../../test/factories';
import {
  connectSocket,
  connectedMember,
  isError,
  isMessage,
  startListeningApp,
} from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());
const member = () => connectedMember(app, url);
const messageCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n ?? 0;

describe('socket authentication', () => {
  it('refuses a bad token with close code 4001', async () => {
    const socket = await connectSocket(url, 'not-a-token');
    expect(await socket.closed()).toEqual({ code: 4001, reason: 'Invalid or expired token' });
  });

  it('admits an Explorer, whose chat outside a deal is refused (chat.explorer.test.ts)', async () => {
    const user = await buildUser(app);
    const socket = await connectSocket(url, (await login(app, user.username)).access);
    socket.send({ message: 'Hi', receiver: 'anyone' });
    const { error } = await socket.next(isError);
    expect(error.code).toBe('full_access_required');
    socket.close();
  });

  it('refuses a refresh token', async () => {
    const user = await buildPaidUser(app);
    const socket = await connectSocket(url, (await login(app, user.username)).refresh);
    expect((await socket.closed()).code).toBe(4001);
  });

  it('refuses a foreign Origin', async () => {
    const user = await buildPaidUser(app);
    const socket = await connectSocket(url, (await login(app, user.username)).access, {
      origin: 'https://evil.example.com',
    });
    expect((await socket.closed()).code).toBe(4004);
  });

  it('closes a live socket when its token expires', async () => {
    const user = await buildPaidUser(app);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({
      type: 'access',
      user_id: user.id,
      username: user.username,
      ver: 0,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    const socket = await connectSocket(url, token);
    expect(await socket.closed()).toEqual({ code: 4001, reason: 'Token expired' });
  });
});

describe('messages', () => {
  it('stores a message and pushes it to both sides, with new_user on first contact', async () => {
    const ada = await member();
    const bob = await member();
    const before = await messageCount();
    ada.socket.send({
      message: '  Hello Bob  ',
      receiver: bob.user.username,
      client_id: randomUUID(),
    });
    const received = await bob.socket.next(isMessage);
    expect(received.message).toMatchObject({
      sender: ada.user.username,
      receiver: bob.user.username,
      text: 'Hello Bob',
    });
    expect(received.new_user).toMatchObject({ username: ada.user.username, spam: false });
    const echoed = await ada.socket.next(isMessage);
    expect(echoed.new_user).toMatchObject({ username: bob.user.username });
    expect(await messageCount()).toBe(before + 1);

    ada.socket.send({ message: 'Second', receiver: bob.user.username });
    const second = await bob.socket.next(
      (frame): frame is Extract<typeof frame, { message: unknown }> =>
        isMessage(frame) && frame.message.text === 'Second',
    );
    expect(second.new_user).toBeUndefined();
  });

  it('delivers to every socket of the receiver', async () => {
    const ada = await member();
    const bob = await member();
    const bobPhone = await connectSocket(url, bob.tokens.access);
    ada.socket.send({ message: 'To all your devices', receiver: bob.user.username });
    await bob.socket.next(isMessage);
    await bobPhone.next(isMessage);
  });

  it('does not store a resend with the same client id twice', async () => {
    const ada = await member();
    const bob = await member();
    const clientId = randomUUID();
    ada.socket.send({ message: 'Once', receiver: bob.user.username, client_id: clientId });
    await bob.socket.next(isMessage);
    const before = await messageCount();
    const reconnected = await connectSocket(url, ada.tokens.access);
    reconnected.send({ message: 'Once', receiver: bob.user.username, client_id: clientId });
    const confirmed = await reconnected.next(isMessage);
    expect(confirmed.message.client_id).toBe(clientId);
    expect(await messageCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bob.socket.frames.filter(isMessage)).toHaveLength(1);
  });

  it.each([
    ['an empty message', { message: '   ', receiver: 'someone' }],
    ['a 2,001-character message', { message: 'x'.repeat(2001), receiver: 'someone' }],
    ['an unknown frame', { hello: 'world' }],
    ['malformed JSON', '{not json'],
  ])('answers %s with an error event and stores nothing', async (_name, frame) => {
    const ada = await member();
    const before = await messageCount();
    ada.socket.send(frame);
    const { error } = await ada.socket.next(isError);
    expect(error.code).toBe('invalid_frame');
    expect(await messageCount()).toBe(before);
  });

  it('refuses frames over 8 KB without dropping the connection', async () => {
    const ada = await member();
    ada.socket.send({ message: 'x'.repeat(9000), receiver: 'someone' });
    expect((await ada.socket.next(isError)).error.code).toBe('frame_too_large');
    expect(ada.socket.socket.readyState).toBe(ada.socket.socket.OPEN);
  });

  it('refuses messages to oneself and to unknown or deleted users', async () => {
    const ada = await member();
    ada.socket.send({ message: 'me', receiver: ada.user.username });
    expect((await ada.socket.next(isError)).error.code).toBe('self_message');
    const gone = await buildPaidUser(app);
    await app.services.profiles.deleteOwner(gone);
    const from = ada.socket.frames.length;
    ada.socket.send({ message: 'hello?', receiver: gone.username });
    expect((await ada.socket.next(isError, from)).error.code).toBe('unknown_user');
  });

  it('throttles a flood with an error event', async () => {
    const ada = await member();
    const bob = await member();
    for (let i = 0; i < 30; i += 1)
      ada.socket.send({ message: `flood ${i}`, receiver: bob.user.username });
    expect((await ada.socket.next(isError)).error.code).toBe('throttled');
    expect(ada.socket.socket.readyState).toBe(ada.socket.socket.OPEN);
  });
});

describe('first contact from both sides at once', () => {
  it('creates one conversation and delivers both messages', async () => {
    const ada = await member();
    const bob = await member();
    ada.socket.send({ message: 'Hi Bob', receiver: bob.user.username });
    bob.socket.send({ message: 'Hi Ada', receiver: ada.user.username });
    const atBob = await bob.socket.next(
      (frame): frame is Extract<typeof frame, { message: unknown }> =>
        isMessage(frame) && frame.message.text === 'Hi Bob',
    );
    const atAda = await ada.socket.next(
      (frame): frame is Extract<typeof frame, { message: unknown }> =>
        isMessage(frame) && frame.message.text === 'Hi Ada',
    );
    expect(atBob.message.dialogue).toBe(atAda.message.dialogue);
    expect(ada.socket.frames.filter(isError)).toEqual([]);
    expect(bob.socket.frames.filter(isError)).toEqual([]);
  });
});

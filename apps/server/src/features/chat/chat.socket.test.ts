import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { connectSocket, isError, isHistory, isMessage, isRead } from '../../test/socket-client';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

async function member() {
  const user = await buildPaidUser(app);
  const tokens = await login(app, user.username);
  return { user, tokens, socket: await connectSocket(url, tokens.access) };
}
const messageCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]?.n ?? 0;

describe('socket authentication', () => {
  it('refuses a bad token with close code 4001', async () => {
    const socket = await connectSocket(url, 'not-a-token');
    expect(await socket.closed()).toEqual({ code: 4001, reason: 'Invalid or expired token' });
  });

  it('refuses an Explorer with close code 4003', async () => {
    const user = await buildUser(app);
    const socket = await connectSocket(url, (await login(app, user.username)).access);
    expect((await socket.closed()).code).toBe(4003);
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

describe('history', () => {
  async function conversationWith(count: number) {
    const ada = await member();
    const bob = await member();
    const { id } = await app.services.chat.addDialogue(ada.user, bob.user.username);
    if (count > 0) {
      await app.database.db.insert(messages).values(
        Array.from({ length: count }, (_, i) => ({
          dialogueId: id,
          senderId: i % 2 ? bob.user.id : ada.user.id,
          text: `m${i + 1}`,
        })),
      );
    }
    return { ada, bob };
  }

  it.each([
    [0, 0, []],
    [29, 0, ['m1', 'm29']],
    [30, 30, []],
    [31, 30, ['m1', 'm1']],
    [61, 30, ['m2', 'm31']],
    [61, 60, ['m1', 'm1']],
  ])(
    'with %i messages, skipping the newest %i, returns the right page',
    async (count, skip, [first, last]) => {
      const { ada, bob } = await conversationWith(count);
      ada.socket.send({ more_messages: true, other_user: bob.user.username, message_count: skip });
      const page = (await ada.socket.next(isHistory)).more_messages;
      expect(page.length).toBe(first ? Math.min(30, count - skip) : 0);
      if (first) expect([page[0]?.text, page.at(-1)?.text]).toEqual([first, last]);
    },
  );

  it('sends the last 30 messages of each conversation and the unread ones in UserData', async () => {
    const { ada, bob } = await conversationWith(35);
    const data = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(data.dialogues).toEqual([
      expect.objectContaining({ username: ada.user.username, spam: false }),
    ]);
    expect(data.messages).toHaveLength(30);
    expect(data.messages.at(-1).text).toBe('m35');
    expect(data.notifications).toHaveLength(18);
  });
});

describe('read state', () => {
  it('marks a conversation read on every device of the user, and it stays read', async () => {
    const ada = await member();
    const bob = await member();
    const bobTablet = await connectSocket(url, bob.tokens.access);
    ada.socket.send({ message: 'Unread one', receiver: bob.user.username });
    ada.socket.send({ message: 'Unread two', receiver: bob.user.username });
    const { message } = await bob.socket.next(
      (frame): frame is Extract<typeof frame, { message: unknown }> =>
        isMessage(frame) && frame.message.text === 'Unread two',
    );
    const before = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(before.notifications).toEqual([message.dialogue, message.dialogue]);

    bob.socket.send({ notificaiton: true, id: message.dialogue });
    expect((await bobTablet.next(isRead)).notificaiton).toEqual({ id: message.dialogue });
    const after = (
      await app.inject({ url: '/api/UserData/', headers: bearer(bob.tokens.access) })
    ).json();
    expect(after.notifications).toEqual([]);
  });
});

describe('blocking', () => {
  it('refuses messages in both directions while either side blocks, and allows them after unblocking', async () => {
    const ada = await member();
    const bob = await member();
    const dialogue = await app.services.chat.addDialogue(bob.user, ada.user.username);
    const spam = (spamValue: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/dialogue_spam/',
        headers: bearer(bob.tokens.access),
        payload: { id: dialogue.id, spam: spamValue },
      });
    expect((await spam(true)).json()).toEqual({ id: dialogue.id, spam: true });

    ada.socket.send({ message: 'Let me in', receiver: bob.user.username });
    expect((await ada.socket.next(isError)).error.code).toBe('blocked');
    bob.socket.send({ message: 'Nor me', receiver: ada.user.username });
    expect((await bob.socket.next(isError)).error.code).toBe('blocked');

    await spam(false);
    ada.socket.send({ message: 'Thanks', receiver: bob.user.username });
    expect((await bob.socket.next(isMessage)).message.text).toBe('Thanks');
  });

  it("answers 404 for a conversation that is not the caller's", async () => {
    const ada = await member();
    const bob = await member();
    const eve = await member();
    const dialogue = await app.services.chat.addDialogue(ada.user, bob.user.username);
    const response = await app.inject({
      method: 'POST',
      url: '/api/dialogue_spam/',
      headers: bearer(eve.tokens.access),
      payload: { id: dialogue.id, spam: true },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/add_dialogue/', () => {
  it('creates the conversation once and finds it again', async () => {
    const ada = await member();
    const bob = await member();
    const first = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: bob.user.username },
    });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: bob.user.username.toUpperCase() },
    });
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ username: bob.user.username, spam: false, pp: null });
  });

  it('refuses oneself and unknown users', async () => {
    const ada = await member();
    const self = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: ada.user.username },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: bearer(ada.tokens.access),
      payload: { username: 'nobody_known' },
    });
    expect(unknown.statusCode).toBe(404);
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

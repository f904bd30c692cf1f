import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE } from '@partnerly/shared';
import { subscriptions } from '../../db/schema';
import { createTestApp, setUpListeningInstances } from '../../test/app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { bearer, buildPaidUser, buildUser, changePassword, login } from '../../test/factories';
import { connectSocket, isMessage, type SocketClient } from '../../test/socket-client';

/** The socket is still served: a message it sends comes back confirmed. */
async function expectServed(socket: SocketClient, receiver: string) {
  const from = socket.frames.length;
  socket.send({ message: 'still here', receiver });
  const confirmed = await socket.next(isMessage, from);
  expect(confirmed.message.text).toBe('still here');
}

/** Two sessions of one paid user, each with a socket, and someone to write to. */
async function twoSessions(app: FastifyInstance, urlA: string, urlB = urlA) {
  const user = await buildPaidUser(app);
  const friend = await buildPaidUser(app);
  const a = await login(app, user.username);
  const b = await login(app, user.username);
  return {
    user,
    friend,
    a,
    socketA: await connectSocket(urlA, a.access),
    socketB: await connectSocket(urlB, b.access),
  };
}

describe('ending sessions on one instance', () => {
  let app: FastifyInstance;
  let url: string;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await createTestApp({ smtpUrl: smtp.url });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("closes the other session's socket with 4001 on a password change and keeps the changer's", async () => {
    const { friend, a, socketA, socketB } = await twoSessions(app, url);
    const change = await changePassword(app, a.access);
    expect(change.statusCode).toBe(200);
    expect((await socketB.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    await expectServed(socketA, friend.username);
    // The changer's new pair opens a socket too (what the client does when this one expires).
    const again = await connectSocket(url, change.json<{ access: string }>().access);
    await expectServed(again, friend.username);
    again.close();
    socketA.close();
  });

  it('closes a socket whose admission was under way when its session ended', async () => {
    const user = await buildPaidUser(app);
    const a = await login(app, user.username);
    const b = await login(app, user.username);
    const { users } = app.services;
    const findById = users.findById;
    const spy = vi.spyOn(users, 'findById').mockImplementationOnce(async (id) => {
      // B's token is read with the user as it was; before its socket is registered, A changes
      // the password (admission reads no plan any more, decision 107: the user is the hook).
      const before = await findById(id);
      expect((await changePassword(app, a.access)).statusCode).toBe(200);
      return before;
    });
    try {
      const socketB = await connectSocket(url, b.access);
      expect((await socketB.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    } finally {
      spy.mockRestore();
    }
  });

  it('closes every socket of the user when the password is reset', async () => {
    const user = await buildPaidUser(app);
    const socket = await connectSocket(url, (await login(app, user.username)).access);
    const reset = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/reset-password/', payload });
    await reset({ stage: 1, find: user.username, method: 'email' });
    const code = await smtp.codeFor(user.email);
    const { token } = (await reset({ stage: 2, find: user.username, method: 'email', code })).json<{
      token: string;
    }>();
    const done = await reset({
      stage: 3,
      find: user.username,
      token,
      new_password: 'reset-pass-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await socket.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('closes every socket of the user when the account is deleted', async () => {
    const user = await buildUser(app);
    // A lifetime promo: nothing keeps charging, so deletion is allowed.
    await app.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', promocodeUsed: true, startedAt: new Date() });
    const a = await login(app, user.username);
    const b = await login(app, user.username);
    const sockets = [await connectSocket(url, a.access), await connectSocket(url, b.access)];
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/delete-user/',
      headers: bearer(a.access),
    });
    expect(deleted.statusCode).toBe(200);
    for (const socket of sockets) {
      expect((await socket.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log(
    'session-ending.sockets.test: cross-instance part skipped, it needs REDIS_URL and TEST_DATABASE_URL',
  );
}

describe.runIf(Boolean(redisUrl && databaseUrl))('ending sessions across two instances', () => {
  const instances = setUpListeningInstances({ redisUrl });

  it('closes the socket on instance B when the password changes on instance A, and keeps A', async () => {
    const { first, urlA, urlB } = instances;
    const { friend, a, socketA, socketB } = await twoSessions(first, urlA, urlB);
    expect((await changePassword(first, a.access)).statusCode).toBe(200);
    expect((await socketB.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    await expectServed(socketA, friend.username);
    socketA.close();
  });

  it("keeps the changer's socket when it lives on another instance than the request", async () => {
    const { first, urlA, urlB } = instances;
    // The changer's socket is on B, the other session's on A; the change is asked of A.
    const { friend, a, socketA, socketB } = await twoSessions(first, urlB, urlA);
    expect((await changePassword(first, a.access)).statusCode).toBe(200);
    expect((await socketB.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    await expectServed(socketA, friend.username);
    socketA.close();
  });
});

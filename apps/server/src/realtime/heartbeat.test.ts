import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { testConfig } from '../test/config';
import { openPooledDatabase } from '../test/pglite-pool';
import { buildPaidUser, login } from '../test/factories';
import { connectSocket } from '../test/socket-client';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp(testConfig(), {
    logger: false,
    socketHeartbeatMs: 100,
    openDatabase: openPooledDatabase,
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('the socket heartbeat', () => {
  it('drops a socket whose client stopped answering pings and keeps one that answers', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    const answering = await connectSocket(url, access);
    // A client that vanished: its socket is open, but nothing answers the pings.
    const silent = new WebSocket(
      `${url.replace(/^http/, 'ws')}/ws/socket-server/?token=${encodeURIComponent(access)}`,
      { autoPong: false },
    );
    const dropped = new Promise<number>((resolve) => silent.once('close', resolve));
    await new Promise((resolve) => silent.once('open', resolve));
    const online = () => app.websocketServer.clients.size;
    expect(online()).toBe(2);

    // Abruptly closed by the server (no close frame): 1006 on the client's side.
    expect(await dropped).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(online()).toBe(1);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });
});

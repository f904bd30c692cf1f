import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@partnerly/shared';
import { buildApp } from '../app';
import { testConfig } from '../test/config';
import { openPooledDatabase } from '../test/pglite-pool';
import { buildPaidUser, login } from '../test/factories';
import { connectSocket } from '../test/socket-client';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await buildApp(testConfig(), { logger: false, openDatabase: openPooledDatabase });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const frame = (detail: string): ServerFrame => ({ error: { code: 'invalid_frame', detail } });

describe('frames of one event-loop turn (issue 49, decision 120)', () => {
  it('leave a socket in one write, in the order sent', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    const client = await connectSocket(url, access);
    const received = client.frames.length;
    // The writes of the server's end of this client's connection, the one whose remote port
    // is the client's own: the process's other sockets (the database's, Redis's, or those a
    // file before this one in the worker left open) write meanwhile too.
    const clientPort = (client.socket as unknown as { _socket: Socket })._socket.localPort;
    const toClient = (spy: { mock: { contexts: unknown[] } }) =>
      spy.mock.contexts.filter((socket) => (socket as Socket).remotePort === clientPort).length;
    const writes = vi.spyOn(Socket.prototype as unknown as { _writev: () => void }, '_writev');
    const write = vi.spyOn(Socket.prototype as unknown as { _write: () => void }, '_write');
    try {
      for (const detail of ['one', 'two', 'three']) app.services.hub.send(user.id, frame(detail));
      const errors = () =>
        client.frames.slice(received).flatMap((next) => ('error' in next ? [next.error] : []));
      await vi.waitFor(() => expect(errors()).toHaveLength(3));
      expect(errors().map((error) => error.detail)).toEqual(['one', 'two', 'three']);
      expect(toClient(writes) + toClient(write)).toBe(1);
    } finally {
      writes.mockRestore();
      write.mockRestore();
      client.close();
    }
  });
});

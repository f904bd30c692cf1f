import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MessageData } from '@partnerly/shared';
import { buildApp } from '../../app';
import { testConfig } from '../../test/config';
import { buildPaidUser, login } from '../../test/factories';
import {
  postgresServerMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../test/postgres-server';
import { connectSocket, isError, isHistory } from '../../test/socket-client';

const missing = postgresServerMissing();
if (missing) console.log(`chat.postgres-restart.test: skipped, ${missing}`);

/**
 * A chat member as the web client behaves: every message carries a client id and stays
 * pending until the server echoes it back; after a reconnection the pending ones are resent.
 */
async function member(app: FastifyInstance, url: string, other: () => string) {
  const user = await buildPaidUser(app);
  const { access } = await login(app, user.username);
  let socket = await connectSocket(url, access);
  const sent = new Map<string, string>();
  const pending = new Map<string, string>();
  const live: MessageData[] = [];
  const watch = (client: typeof socket) =>
    client.socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as object;
      if (!('message' in frame)) return;
      const message = frame.message as MessageData;
      live.push(message);
      if (message.sender === user.username && message.client_id) pending.delete(message.client_id);
    });
  watch(socket);
  const write = (clientId: string, text: string) =>
    socket.send({ message: text, receiver: other(), client_id: clientId });
  return {
    user,
    live,
    pending,
    errors: () => socket.frames.filter(isError).length,
    say(text: string) {
      const clientId = randomUUID();
      sent.set(clientId, text);
      pending.set(clientId, text);
      write(clientId, text);
    },
    /** Sends an already confirmed message again, as a client whose confirmation was lost. */
    repeat(text: string) {
      const clientId = [...sent].find(([, sentText]) => sentText === text)?.[0];
      if (!clientId) throw new Error(`never sent "${text}"`);
      write(clientId, text);
    },
    async reconnect() {
      socket.close();
      socket = await connectSocket(url, access);
      watch(socket);
      for (const [clientId, text] of pending) write(clientId, text);
    },
    async history(): Promise<MessageData[]> {
      const from = socket.frames.length;
      socket.send({ more_messages: true, other_user: other(), message_count: 0 });
      return (await socket.next(isHistory, from)).more_messages;
    },
    close: () => socket.close(),
  };
}

const until = (check: () => boolean, what: string) =>
  expect.poll(check, { timeout: 20_000, interval: 100, message: what }).toBe(true);

describe.runIf(!missing)('chat while PostgreSQL restarts', () => {
  let postgres: PostgresServer;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    app = await buildApp(testConfig({ databaseUrl: postgres.url }), { logger: false });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await postgres?.remove();
  }, 60_000);

  it('loses nothing and stores nothing twice when clients resend what was not confirmed', async () => {
    let adaName = '';
    let bobName = '';
    const ada = await member(app, url, () => bobName);
    const bob = await member(app, url, () => adaName);
    adaName = ada.user.username;
    bobName = bob.user.username;

    ada.say('Ada before 1');
    bob.say('Bob before 1');
    ada.say('Ada before 2');
    await until(() => ada.pending.size + bob.pending.size === 0, 'confirmations before');

    await postgres.stop('fast');
    const down = await app.inject('/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ database: 'down' });
    ada.say('Ada during 1');
    bob.say('Bob during 1');
    ada.say('Ada during 2');
    // Refused (not stored): each sender hears why and keeps the message pending.
    await until(() => ada.errors() === 2 && bob.errors() === 1, 'an error per message');
    expect(ada.pending.size + bob.pending.size).toBe(3);

    await postgres.start();
    await expect
      .poll(async () => (await app.inject('/api/health')).statusCode, { timeout: 20_000 })
      .toBe(200);
    await ada.reconnect();
    await bob.reconnect();
    ada.repeat('Ada before 1');
    await until(() => ada.pending.size + bob.pending.size === 0, 'confirmations after');
    ada.say('Ada after 1');
    bob.say('Bob after 1');
    await until(() => ada.pending.size + bob.pending.size === 0, 'confirmations at the end');

    const adaWrote = [
      'Ada before 1',
      'Ada before 2',
      'Ada during 1',
      'Ada during 2',
      'Ada after 1',
    ];
    const bobWrote = ['Bob before 1', 'Bob during 1', 'Bob after 1'];
    for (const side of [ada, bob]) {
      const history = await side.history();
      // Each message stored once, in the order its sender wrote it.
      expect(history.filter((m) => m.sender === adaName).map((m) => m.text)).toEqual(adaWrote);
      expect(history.filter((m) => m.sender === bobName).map((m) => m.text)).toEqual(bobWrote);
    }
    // Each side sees the other's messages in its history (above); new ones arrive live again.
    await until(() => bob.live.some((m) => m.text === 'Ada after 1'), 'Ada’s last at Bob');
    await until(() => ada.live.some((m) => m.text === 'Bob after 1'), 'Bob’s last at Ada');
    ada.close();
    bob.close();
  }, 120_000);
});

/** The Redis outage tests' shared helpers: health as the instance reports it, sending, addresses. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SocketClient } from '../test/socket-client';

let address = 0;
/** Requests from addresses of their own, so the per-address limits of one test do not meet. */
export const from = () => `10.77.${Math.floor(address / 250)}.${address++ % 250}`;

export const health = async (app: FastifyInstance) => {
  const response = await app.inject('/api/health');
  const body = response.json<{ status: string; database: string; redis?: string }>();
  return { code: response.statusCode, ...body };
};

/** Waits (bounded) until the instance's health reports Redis as `state`. */
export const healthSays = (app: FastifyInstance, state: 'up' | 'down') =>
  expect
    .poll(async () => (await health(app)).redis, { timeout: 10_000, interval: 100 })
    .toBe(state);

/** A message sent with a client id, as the web client does. */
export function say(socket: SocketClient, receiver: string, text: string, clientId = randomUUID()) {
  socket.send({ message: text, receiver, client_id: clientId });
  return clientId;
}

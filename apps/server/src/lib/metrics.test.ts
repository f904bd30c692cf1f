import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app';
import { connectedMember, isMessage } from '../test/socket-client';
import { eventually } from '../test/eventually';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.log('metrics.test: pool test skipped, it needs TEST_DATABASE_URL');
const TOKEN = 'metrics-token-for-tests-0123456789';
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `chat_messages_stored_total`, or 0 when absent. */
async function sample(series: string): Promise<number> {
  const text = (await scrape(`Bearer ${TOKEN}`)).body;
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('does not exist without the token or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
  });

  it('does not exist when METRICS_TOKEN is unset', async () => {
    const plain = await createTestApp();
    const response = await plain.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
    await plain.close();
    expect(response.statusCode).toBe(404);
  });

  it('answers Prometheus text with process metrics to the token holder', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('lists no handle, resource or descriptor on the event loop, and still counts open descriptors', async () => {
    // Listing them blocked the event loop for milliseconds per thousand sockets on every scrape.
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).not.toMatch(/^nodejs_active_(handles|resources)/m);
    if (process.platform === 'linux') expect(await sample('process_open_fds')).toBeGreaterThan(2);
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    const before = await sample(series);
    await app.inject({ url: '/api/health' });
    expect(await sample(series)).toBe(before + 1);

    await app.inject({ url: '/media/0123456789abcdef.jpg' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).not.toContain('0123456789abcdef');
    expect(text).toMatch(/route="\/media\/[^"]*:[^"]*"/);
  });

  it('counts 429 refusals and mail sent', async () => {
    const email = 'metrics@example.com';
    const refusedBefore = await sample('http_rate_limited_total{route="/api/CreateVCode/"}');
    const sentBefore = await sample('mail_sent_total');
    for (let i = 0; i < 2; i++) {
      await app.inject({ method: 'POST', url: '/api/CreateVCode/', payload: { email } });
    }
    // Mail leaves through the job queue after the answer (docs/decisions/014): wait for it.
    await eventually(
      async () => (await sample('mail_sent_total')) === sentBefore + 1,
      'the code mail to be counted',
    );
    expect(await sample('http_rate_limited_total{route="/api/CreateVCode/"}')).toBe(
      refusedBefore + 1,
    );
  });

  it('counts open chat sockets and stored messages, with where their time went', async () => {
    const storedBefore = await sample('chat_messages_stored_total');
    const queuedBefore = await sample('chat_message_queue_seconds_count');
    const batchesBefore = await sample('chat_batch_messages_count');
    const writesBefore = await sample('chat_batch_write_seconds_count{outcome="stored"}');
    const ada = await connectedMember(app, url);
    const bob = await connectedMember(app, url);
    expect(await sample('chat_open_sockets')).toBe(2);

    ada.socket.send({ message: 'hi', receiver: bob.user.username, client_id: crypto.randomUUID() });
    await bob.socket.next(isMessage);
    expect(await sample('chat_messages_stored_total')).toBe(storedBefore + 1);
    expect(await sample('chat_message_queue_seconds_count')).toBe(queuedBefore + 1);
    expect(await sample('chat_batch_messages_count')).toBe(batchesBefore + 1);
    expect(await sample('chat_batch_write_seconds_count{outcome="stored"}')).toBe(writesBefore + 1);

    ada.socket.close();
    await ada.socket.closed();
    bob.socket.close();
    await bob.socket.closed();
    await expect.poll(() => sample('chat_open_sockets')).toBe(0);
  });

  it.skipIf(!onPostgres)('reports the PostgreSQL pool’s connections', async () => {
    await app.inject({ url: '/api/health' });
    expect(await sample('db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(await sample('db_pool_connections{state="waiting"}')).toBe(0);
  });
});

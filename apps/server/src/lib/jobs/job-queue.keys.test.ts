import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createJobQueue } from './job-queue';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('queues many keyed jobs in one call: each key once, a pending key left as it is', async () => {
  // Not started: the jobs stay pending, as a sweep leaves them for the worker.
  const queue = createJobQueue<{ work: { n: number } }>(app.database.db, app.log);
  const later = { runAt: new Date(Date.now() + 60_000) };
  expect(await queue.enqueueOnce('work', { n: 1 }, 'each:1', later)).toBe(true);
  const stored = await queue.enqueueEachOnce(
    'work',
    [
      { payload: { n: 2 }, key: 'each:1' },
      { payload: { n: 3 }, key: 'each:2' },
      { payload: { n: 4 }, key: 'each:2' },
      { payload: { n: 5 }, key: 'each:3' },
    ],
    later,
  );
  // each:1 was pending; each:2 named twice is queued once, with its first payload.
  expect(stored).toBe(2);
  const rows = await app.database.db.select().from(jobs).where(like(jobs.key, 'each:%'));
  expect(
    rows
      .map((row) => [row.key, row.payload])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual([
    ['each:1', { n: 1 }],
    ['each:2', { n: 3 }],
    ['each:3', { n: 5 }],
  ]);
  expect(await queue.enqueueEachOnce('work', [], later)).toBe(0);
});

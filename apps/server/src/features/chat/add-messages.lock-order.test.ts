import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { dialogues } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { addMessages } from './add-messages';
import { chatRepository } from './chat.repository';

/**
 * Issue 49: with several instances, two group-commit batches may share conversations (each
 * member of a pair writes through their own instance). Each batch must lock its conversations
 * in one order, the ids', or two batches taking them in opposite orders wait for each other
 * until PostgreSQL ends one with "deadlock detected" and its messages are refused. PGlite runs
 * one statement at a time: nothing waits there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * How the batch's update may be planned: as PostgreSQL picks it on a young table, and as a hash
 * of the batch probed by a scan of the table, which meets the rows in the order they lie on disk.
 */
const PLANS: Record<string, string[]> = {
  'as planned': [],
  'by a scan of the table': [
    'set enable_nestloop = off',
    'set enable_mergejoin = off',
    'set enable_indexscan = off',
    'set enable_bitmapscan = off',
  ],
};

let app: FastifyInstance;
const clients: pg.Client[] = [];
beforeAll(async () => (app = await createTestApp()));
afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end()));
  await app.close();
});

async function connection(settings: string[] = []) {
  const client = new pg.Client({ connectionString: app.config.databaseUrl });
  clients.push(client);
  await client.connect();
  for (const setting of settings) await client.query(setting);
  return client;
}

/** Two conversations, the lower id lying after the other on disk (its row was rewritten). */
async function twoDialogues() {
  const chat = chatRepository(app.database.db);
  const opened = [];
  for (let n = 0; n < 2; n++) {
    const ada = await buildUser(app);
    const bob = await buildUser(app);
    opened.push({ ...(await chat.open(ada.id, bob.id)), senderId: ada.id });
  }
  const [low, high] = opened.sort((a, b) => a.id - b.id) as [
    (typeof opened)[0],
    (typeof opened)[0],
  ];
  await app.database.db
    .update(dialogues)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(dialogues.id, low.id));
  return { low, high };
}

describe.skipIf(!onPostgres)('a batch of messages on PostgreSQL', () => {
  it.each(Object.keys(PLANS))(
    'locks its conversations in id order (%s): waiting for the first, it holds no other',
    async (plan) => {
      const { low, high } = await twoDialogues();
      const holder = await connection();
      const writer = await connection(PLANS[plan]);
      const prober = await connection();
      // Another batch holds the lower conversation.
      await holder.query('begin');
      await holder.query('select id from dialogues where id = $1 for no key update', [low.id]);
      const { rows } = await writer.query<{ pid: number }>('select pg_backend_pid() as pid');
      const writerPid = rows[0]?.pid;
      await writer.query('begin');
      const written = addMessages(drizzle(writer), [
        { dialogueId: high.id, senderId: high.senderId, text: 'to the higher' },
        { dialogueId: low.id, senderId: low.senderId, text: 'to the lower' },
      ]);
      await eventually(async () => {
        const activity = await prober.query<{ waiting: boolean }>(
          `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
          [writerPid],
        );
        return activity.rows[0]?.waiting;
      }, 'the batch to wait for the lower conversation');
      // Had it taken the higher one first, a batch holding the higher and wanting the lower
      // would wait for it while it waits for that batch: a deadlock.
      await prober.query('begin');
      const probe = await prober
        .query('select id from dialogues where id = $1 for no key update nowait', [high.id])
        .then(
          () => 'free',
          (error: { code?: string }) => (error.code === '55P03' ? 'held by the batch' : error),
        );
      await prober.query('rollback');
      await holder.query('rollback');
      const stored = await written;
      await writer.query('commit');
      expect(probe).toBe('free');
      expect(stored.map((row) => row.message.text)).toEqual(['to the higher', 'to the lower']);
    },
  );
});

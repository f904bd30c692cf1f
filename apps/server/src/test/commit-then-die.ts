/**
 * A writer that dies the instant its transaction commits (lib/jobs/transactional-jobs.test.ts):
 * it stores a contact message and the job that must follow it in one transaction, then kills
 * itself with SIGKILL from the after-commit hook, before anything else can run. With
 * DIE_BEFORE_COMMIT set it dies inside the transaction instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../db/client';
import { contactMessages } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { createJobQueue } from '../lib/jobs/job-queue';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const database = await openDatabase({
  pgliteDir: process.env.PGLITE_DIR ?? 'memory://',
  databaseUrl: process.env.DATABASE_URL,
});
const jobs = createJobQueue<{ 'contact.thanks': { email: string } }>(database.db, silent);

await inTransaction(database.db, async (tx) => {
  await tx.insert(contactMessages).values({
    name: 'Grace',
    email: 'grace@example.com',
    subject: 'Hello',
    message: 'Stored with its job',
  });
  await jobs.enqueue('contact.thanks', { email: 'grace@example.com' }, { tx });
  if (process.env.DIE_BEFORE_COMMIT) process.kill(process.pid, 'SIGKILL');
  tx.afterCommit(() => process.kill(process.pid, 'SIGKILL'));
});

import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { inTransaction } from './transaction';

/**
 * Runs one statement of a repeating job's batch (issue 36: a batch holds the database for a
 * few milliseconds) in a short transaction whose planner settings suit such a batch:
 * - no parallel workers: starting two took about 10 ms of a 15 ms unread-sweep batch on the
 *   2-core server, more than the walk they shared;
 * - no JIT: a batch that holds a busy member is costed past `jit_above_cost`, and compiling
 *   took longer than running it (as for search pages, decision 062);
 * - `settings`: what else one statement needs (reply times turn memoize off).
 * The settings are local to the transaction, so the pool's connections keep their own.
 */
export async function batchStatement(
  db: Database,
  statement: SQL,
  settings: Record<string, string> = {},
) {
  const all = { max_parallel_workers_per_gather: '0', jit: 'off', ...settings };
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        Object.entries(all).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return tx.execute(statement);
  });
}

import type { Database } from './client';

/**
 * A database transaction that also collects what must happen only once it has committed
 * (waking the job worker, telling other instances). Typed as a Database so repositories take
 * it as they take the pool: `usersRepository(tx)` writes inside the transaction.
 */
export type Tx = Database & {
  /** Runs `effect` after the commit; never after a rollback. */
  afterCommit(effect: () => void): void;
};

/**
 * Runs `work` in one transaction (ARCHITECTURE.md, "Writes, jobs and events"): a write and the jobs
 * that must follow it are stored together or not at all. The after-commit effects run once
 * the transaction has committed; a nested call joins the outer transaction and its effects.
 */
export async function inTransaction<T>(
  db: Database | Tx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if ('afterCommit' in db) return work(db);
  const effects: (() => void)[] = [];
  const result = await db.transaction((transaction) =>
    work(Object.assign(transaction, { afterCommit: (effect: () => void) => effects.push(effect) })),
  );
  for (const effect of effects) effect();
  return result;
}

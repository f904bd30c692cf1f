import { AsyncLocalStorage } from 'node:async_hooks';
import type { Redis } from 'ioredis';
import { isReady, noteFailure } from '../lib/redis';
import { AppError } from '../lib/errors';
import type { Database, DatabaseHandle } from './client';
import { REPLICA_CHECK_MS, type Replicas } from './replicas';

type Reader = Pick<DatabaseHandle, 'db' | 'page'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set through `replicaReads`: the route only reads, through a replica when one is fit, so
     * calling it is no write that the caller's next reads must see.
     */
    readsReplica?: true;
  }
}

/** The route config of a read that may be answered by a replica (search, public pages). */
export const replicaReads = { readsReplica: true } as const;

export interface ReadRouting {
  /**
   * The database every service reads and writes through: inside `fromReplica` a fit replica,
   * everywhere else the primary. Without replicas it is the primary's own handle.
   */
  reader: Reader;
  /**
   * Runs `read` with its queries on a replica, unless none is fit or the reader (a signed-in
   * member; undefined for a visitor) wrote within the last moments: they see their own writes.
   */
  fromReplica<T>(readerId: number | undefined, read: () => Promise<T>): Promise<T>;
  /** Notes that a member wrote: their replica reads go to the primary for `stickyMs`. */
  wrote(memberId: number): Promise<void>;
  /** How long a member's reads stay on the primary after a write. */
  stickyMs: number;
}

/**
 * Read-your-writes by time (decision 101): a replica skipped beyond `maxLagSeconds` behind, and
 * checked every REPLICA_CHECK_MS, never hides a write older than their sum, so a member's reads
 * stay on the primary that long after each of their writes. With Redis every instance knows
 * (a member's next request may reach another); without it, this instance's memory.
 */
export function readRouting(
  primary: DatabaseHandle,
  replicas: Replicas | undefined,
  maxLagSeconds: number,
  redis: Redis | undefined,
): ReadRouting {
  const stickyMs = maxLagSeconds * 1000 + REPLICA_CHECK_MS;
  if (!replicas) {
    return {
      reader: primary,
      fromReplica: (_readerId, read) => read(),
      wrote: async () => undefined,
      stickyMs,
    };
  }
  const chosen = new AsyncLocalStorage<DatabaseHandle>();
  const current = () => chosen.getStore() ?? primary;
  const db = new Proxy({} as Database, {
    get(_target, name) {
      const target = current().db;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const reader: Reader = { db, page: (query) => current().page(query) };

  const writers = new Map<number, number>();
  const key = (memberId: number) => `replica-wrote:${memberId}`;
  async function wroteLately(memberId: number): Promise<boolean> {
    if (redis) {
      // Not knowing (Redis away) is reading the primary: never a stale answer to a writer.
      if (!isReady(redis)) return true;
      try {
        return (await redis.exists(key(memberId))) === 1;
      } catch {
        noteFailure(redis);
        return true;
      }
    }
    return (writers.get(memberId) ?? 0) > Date.now();
  }

  return {
    reader,
    stickyMs,
    async fromReplica(readerId, read) {
      if (readerId !== undefined && (await wroteLately(readerId))) return read();
      const replica = replicas.pick();
      if (!replica) return read();
      try {
        return await chosen.run(replica, read);
      } catch (error) {
        // The app's own answers (404 and the like) stand; anything else may be the replica
        // going away between two checks: the read is asked again of the primary.
        if (error instanceof AppError) throw error;
        replicas.failed(replica, error);
        return read();
      }
    },
    async wrote(memberId) {
      writers.set(memberId, Date.now() + stickyMs);
      if (writers.size > 10_000) {
        for (const [id, until] of writers) if (until <= Date.now()) writers.delete(id);
      }
      if (redis && isReady(redis)) {
        await redis.set(key(memberId), '1', 'PX', stickyMs).catch(() => noteFailure(redis));
      }
    },
  };
}

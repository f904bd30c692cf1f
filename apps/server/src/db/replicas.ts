import { sql } from 'drizzle-orm';
import { openReplica, rowsOf, type DatabaseHandle } from './client';
import { answerWithin } from '../lib/deadline';
import { errorMessage } from '../lib/logging';

/** How often each instance asks its replicas whether they are up and how far behind they are. */
export const REPLICA_CHECK_MS = 1_000;
/** A replica that takes longer than this to answer the check counts as down until the next. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReplicaState {
  /** The replica's place in DATABASE_READ_URL (0 first): URLs carry passwords, logs must not. */
  index: number;
  up: boolean;
  /** Seconds of the primary's transactions not yet replayed; 0 when it has replayed all. */
  lagSeconds: number;
}

export interface Replicas {
  /** A replica fit to read from now (round robin among them), or undefined: read the primary. */
  pick(): DatabaseHandle | undefined;
  states(): ReplicaState[];
  /** One round of checks; the timer runs it every REPLICA_CHECK_MS once started. */
  check(): Promise<void>;
  /** A read on this replica failed: it is skipped until a check finds it fit again. */
  failed(replica: DatabaseHandle, error: unknown): void;
  start(): void;
  close(): Promise<void>;
}

/**
 * How far a standby is behind: none when it has replayed all it received (an idle primary
 * sends nothing, so an old replay time alone is no lag), else the age of the last transaction
 * it replayed. A server that is not a standby has no lag.
 */
const LAG = sql`select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
end::float8 as lag`;

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The read replicas of DATABASE_READ_URL, each checked every second: a replica that does not
 * answer, or lags more than `maxLagSeconds`, is skipped until a check finds it fit again. Each
 * change is logged once (by position, never by URL) and every state is in /metrics.
 */
export async function openReplicas(
  urls: readonly string[],
  maxLagSeconds: number,
  log: Log,
): Promise<Replicas> {
  const handles = await Promise.all(urls.map((url) => openReplica(url)));
  const states: ReplicaState[] = handles.map((_, index) => ({ index, up: false, lagSeconds: 0 }));
  const fit = (state: ReplicaState) => state.up && state.lagSeconds <= maxLagSeconds;
  let next = 0;
  let timer: NodeJS.Timeout | undefined;

  async function checkOne(handle: DatabaseHandle, state: ReplicaState) {
    const wasFit = fit(state);
    let problem: string | undefined;
    try {
      const result = await answerWithin(
        handle.db.execute(LAG),
        CHECK_TIMEOUT_MS,
        'no answer in 2 s',
      );
      state.up = true;
      state.lagSeconds = Number(rowsOf<{ lag: number }>(result)[0]?.lag ?? 0);
      if (state.lagSeconds > maxLagSeconds) {
        problem = `${state.lagSeconds.toFixed(1)} s behind (REPLICA_MAX_LAG_SECONDS ${maxLagSeconds})`;
      }
    } catch (error) {
      state.up = false;
      problem = `down (${(error as Error).message})`;
    }
    if (wasFit && problem) log.warn(`read replica ${state.index} skipped: ${problem}`);
    if (!wasFit && fit(state)) log.info(`read replica ${state.index} in use`);
  }

  const replicas: Replicas = {
    pick() {
      const usable = handles.filter((_, index) => fit(states[index] as ReplicaState));
      if (usable.length === 0) return undefined;
      next = (next + 1) % usable.length;
      return usable[next];
    },
    states: () => states.map((state) => ({ ...state })),
    failed(replica, error) {
      const state = states[handles.indexOf(replica)];
      if (!state?.up) return;
      state.up = false;
      log.warn(`read replica ${state.index} skipped: a read failed (${errorMessage(error)})`);
    },
    check: async () => {
      await Promise.all(
        handles.map((handle, index) => checkOne(handle, states[index] as ReplicaState)),
      );
    },
    start() {
      timer ??= setInterval(() => void replicas.check(), REPLICA_CHECK_MS).unref();
    },
    async close() {
      clearInterval(timer);
      await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
    },
  };
  await replicas.check();
  return replicas;
}

import { readdir } from 'node:fs/promises';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ReplicaState } from '../db/replicas';
import type { Written } from './group-commit';
import type { Mailer } from './mailer';

/** How full the node-postgres pool is: connections open, idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Buckets of the chat's stages, in seconds: a message's whole way is budgeted at 25 ms on
 * PostgreSQL (issue 36), so the buckets are finest below that.
 */
const CHAT_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * prom-client's default metrics that list every handle, resource or file descriptor of the
 * process, synchronously, on each scrape: with 3,000 sockets one scrape blocked the event loop
 * for 7-19 ms, 28 ms in a server under chat load, every message of that moment waiting behind
 * it (issue 49). `chat_open_sockets` counts the handles that matter; the descriptors are counted
 * again without blocking (`process_open_fds` below).
 */
const LISTING_DEFAULTS = [
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'process_open_fds',
];

/** Open file descriptors, listed by the thread pool rather than on the event loop. */
function openDescriptors(registers: Registry[]) {
  if (process.platform !== 'linux') return;
  new Gauge({
    name: 'process_open_fds',
    help: 'Number of open file descriptors.',
    registers,
    async collect() {
      // The listing's own descriptor is among those it lists.
      const listed = await readdir('/proc/self/fd').catch(() => undefined);
      if (listed) this.set(listed.length - 1);
    },
  });
}

/**
 * The app's Prometheus metrics in a registry of its own, so that several apps in one process
 * (tests, two instances in one test) never share or double-register a metric.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of LISTING_DEFAULTS) registry.removeSingleMetric(name);
  const registers = [registry];
  openDescriptors(registers);
  let openSockets = () => 0;
  let poolStats: (() => PoolStats | undefined) | undefined;
  let replicaStates: () => readonly ReplicaState[] = () => [];

  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    rateLimited: new Counter({
      name: 'http_rate_limited_total',
      help: 'Requests refused with 429 by a rate limit',
      labelNames: ['route'],
      registers,
    }),
    chatMessagesStored: new Counter({
      name: 'chat_messages_stored_total',
      help: 'Chat messages stored (resent duplicates not counted)',
      registers,
    }),
    chatMessageQueue: new Histogram({
      name: 'chat_message_queue_seconds',
      help: "How long each chat message waited for its conversation's write lane (group commit)",
      buckets: CHAT_SECONDS,
      registers,
    }),
    chatBatchWrite: new Histogram({
      name: 'chat_batch_write_seconds',
      help: 'How long each batch of chat messages took to store and commit, by outcome',
      labelNames: ['outcome'],
      buckets: CHAT_SECONDS,
      registers,
    }),
    chatBatchMessages: new Histogram({
      name: 'chat_batch_messages',
      help: 'Chat messages stored together by one write (group commit)',
      buckets: [1, 2, 4, 8, 16, 32, 64, 100],
      registers,
    }),
    mailSent: new Counter({ name: 'mail_sent_total', help: 'E-mails handed over', registers }),
    mailFailed: new Counter({ name: 'mail_failed_total', help: 'E-mails that failed', registers }),
    /** Where the open socket count comes from; set once the socket server exists. */
    countSocketsWith(count: () => number) {
      openSockets = count;
    },
    /** Where the database pool's state comes from; PGlite has no pool. */
    watchPool(stats: () => PoolStats | undefined) {
      poolStats = stats;
    },
    /** Where the read replicas' states come from; none without DATABASE_READ_URL. */
    watchReplicas(states: () => readonly ReplicaState[]) {
      replicaStates = states;
    },
  };

  new Gauge({
    name: 'db_replica_up',
    help: 'Whether each read replica answered its last check (1) or not (0), by its place in DATABASE_READ_URL',
    labelNames: ['replica'],
    registers,
    collect() {
      for (const state of replicaStates()) this.set({ replica: state.index }, state.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far each read replica was behind the primary at its last check',
    labelNames: ['replica'],
    registers,
    collect() {
      for (const state of replicaStates()) this.set({ replica: state.index }, state.lagSeconds);
    },
  });

  new Gauge({
    name: 'chat_open_sockets',
    help: 'Chat sockets open on this instance',
    registers,
    collect() {
      this.set(openSockets());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The mailer, counting each mail sent or failed. */
export function countMail(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    ...mailer,
    async send(mail) {
      try {
        await mailer.send(mail);
        metrics.mailSent.inc();
      } catch (error) {
        metrics.mailFailed.inc();
        throw error;
      }
    },
  };
}

interface StoresMessages {
  addMessages(values: never, executor?: never): Promise<{ duplicate: boolean }[]>;
}

/** A chat repository whose stored messages are counted; resent duplicates are not. */
export function countStoredMessages<T extends StoresMessages>(repository: T, metrics: Metrics): T {
  const addMessages = async (values: never, executor?: never) => {
    const stored = await repository.addMessages(values, executor);
    metrics.chatMessagesStored.inc(stored.filter((message) => !message.duplicate).length);
    return stored;
  };
  return { ...repository, addMessages };
}

/**
 * Where a chat message's time goes on this instance (issue 49): the wait for its lane and its
 * batch's write, as the group commit reports them (`onWritten`).
 */
export const observeChatWrites =
  (metrics: Metrics) =>
  ({ waitedMs, writeMs, failed }: Written) => {
    for (const waited of waitedMs) metrics.chatMessageQueue.observe(waited / 1000);
    metrics.chatBatchWrite.observe({ outcome: failed ? 'failed' : 'stored' }, writeMs / 1000);
    metrics.chatBatchMessages.observe(waitedMs.length);
  };

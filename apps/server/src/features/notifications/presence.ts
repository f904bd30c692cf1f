import type { FastifyBaseLogger } from 'fastify';
import { clockNow } from '../../lib/jobs/job-worker';
import { errorMessage } from '../../lib/logging';
import type { PresenceRepository } from './presence.repository';

/**
 * How often an instance says its users' sockets are still open: a third of the unread-mail
 * delay (so a user is never taken for away while connected), at most a minute.
 */
export const presenceRefreshMs = (unreadDelaySeconds: number) =>
  Math.min(60_000, Math.max(250, (unreadDelaySeconds * 1000) / 3));

/** A row not refreshed for three rounds belongs to a dead instance. */
const STALE_ROUNDS = 3;
/** Closed rows are kept a day: longer than any unread-mail delay needs. */
const KEEP_CLOSED_MS = 24 * 60 * 60_000;

/**
 * This instance's part of "who is connected" across instances (docs/decisions/029): the
 * first socket of a user marks them open, the last one's close marks when they left, and a
 * timer keeps the open rows fresh. Writes go one at a time, in order; a database outage
 * loses only freshness (logged), never a socket.
 */
export function presence({
  repository,
  instance,
  unreadDelaySeconds,
  log,
}: {
  repository: PresenceRepository;
  instance: string;
  unreadDelaySeconds: number;
  log: FastifyBaseLogger;
}) {
  const refreshMs = presenceRefreshMs(unreadDelaySeconds);
  const sockets = new Map<number, number>();
  let writes = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = (what: string, task: () => Promise<void>) => {
    writes = writes.then(task).catch((error: unknown) => {
      log.warn({ error: errorMessage(error) }, what);
    });
    return writes;
  };

  return {
    opened(userId: number) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      if (count === 1) {
        void write('presence not stored', () =>
          repository.markOpen(instance, [userId], clockNow()),
        );
      }
    },

    closed(userId: number) {
      const count = (sockets.get(userId) ?? 1) - 1;
      if (count > 0) return void sockets.set(userId, count);
      sockets.delete(userId);
      void write('presence not stored', () => repository.markClosed(instance, userId, clockNow()));
    },

    /** Whether the user has a socket open on any live instance. */
    isOnline: (userId: number) =>
      repository.isOnline(userId, new Date(clockNow().getTime() - STALE_ROUNDS * refreshMs)),

    start() {
      timer = setInterval(() => {
        const now = clockNow();
        void write('presence not refreshed', async () => {
          await repository.markOpen(instance, [...sockets.keys()], now);
          await repository.prune(new Date(now.getTime() - KEEP_CLOSED_MS));
        });
      }, refreshMs);
      timer.unref();
    },

    /** The instance stops: its users' sockets are gone with it. */
    async stop() {
      clearInterval(timer);
      await write('presence not closed', () =>
        repository.closeInstance(instance, [...sockets.keys()], clockNow()),
      );
      sockets.clear();
    },
  };
}

export type Presence = ReturnType<typeof presence>;

import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';
import type { UsersService } from '../users/users.service';

/**
 * How long a user's token version is trusted without asking the database again. Ended sessions
 * are announced as events at once; this only bounds the harm of an announcement lost in
 * transit (Redis pub/sub delivers at most once).
 */
export const SESSION_VERSION_TTL_MS = 30_000;

/**
 * The current token version of recently seen users (null once the user no longer exists), so
 * requests that only need to know that a session is still honoured (search, explore) skip a
 * database round trip. An ending drops the entry even while its lookup is under way, and
 * nothing is kept while the bus is disconnected (event-kept-cache.ts).
 */
export function sessionVersions({
  users,
  events,
}: {
  users: Pick<UsersService, 'findById' | 'findByIds'>;
  events: EventBus;
}) {
  const versions = eventKeptCache<number, number | null>({
    events,
    load: async (userId) => (await users.findById(userId))?.tokenVersion ?? null,
    loadMany: async (userIds) => {
      const found = new Map((await users.findByIds(userIds)).map((user) => [user.id, user]));
      return new Map(userIds.map((id) => [id, found.get(id)?.tokenVersion ?? null]));
    },
    ttlMs: SESSION_VERSION_TTL_MS,
    maxEntries: 50_000,
  });

  return {
    /** Drops what is known of a user whose sessions ended (the auth module hears it). */
    forget(userId: number): void {
      versions.forget(userId);
    },

    /** Whether an access token issued at `version` still speaks for the user. */
    async isCurrent(userId: number, version: number): Promise<boolean> {
      return (await versions.get(userId)) === version;
    },

    /**
     * Every instance stops honouring the user's access tokens issued before now and closes
     * the user's open sockets, except those of `keepSession` (the session that ended the rest).
     */
    async ended(userId: number, keepSession?: string): Promise<void> {
      versions.forget(userId);
      await events.publish('sessions.ended', { userId, keepSession });
    },
  };
}

export type SessionVersions = ReturnType<typeof sessionVersions>;

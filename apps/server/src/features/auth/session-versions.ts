import type { EventBus } from '../../events/event-bus';
import type { UsersService } from '../users/users.service';

/**
 * How long a user's token version is trusted without asking the database again. Ended sessions
 * are announced as events at once; this only bounds the harm of an announcement lost in
 * transit (Redis pub/sub delivers at most once).
 */
export const SESSION_VERSION_TTL_MS = 30_000;
const MAX_USERS = 50_000;

interface Entry {
  /** The user's token version, or null when the user no longer exists. */
  version: Promise<number | null>;
  expiresAt: number;
}

/**
 * The current token version of recently seen users, so requests that only need to know that
 * a session is still honoured (search, explore) skip a database round trip.
 */
export function sessionVersions({
  users,
  events,
}: {
  users: Pick<UsersService, 'findById'>;
  events: EventBus;
}) {
  // An ending drops the entry even while its lookup is under way, so a version read before
  // the ending is never handed to a request that arrives after it.
  const entries = new Map<number, Entry>();
  const forget = (userId: number) => entries.delete(userId);
  // While the bus is disconnected another instance's endings cannot reach this one, so nothing
  // is cached then, and what was cached before may have missed one: dropped either way.
  events.onConnectionChange(() => entries.clear());

  function load(userId: number): Entry {
    const entry: Entry = {
      version: users.findById(userId).then((user) => user?.tokenVersion ?? null),
      expiresAt: Date.now() + SESSION_VERSION_TTL_MS,
    };
    entry.version.catch(() => {
      if (entries.get(userId) === entry) forget(userId);
    });
    if (entries.size >= MAX_USERS) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(userId, entry);
    return entry;
  }

  return {
    /** Drops what is known of a user whose sessions ended (the auth module hears it). */
    forget(userId: number): void {
      forget(userId);
    },

    /** Whether an access token issued at `version` still speaks for the user. */
    async isCurrent(userId: number, version: number): Promise<boolean> {
      if (!events.isConnected()) {
        entries.clear();
        return ((await users.findById(userId))?.tokenVersion ?? null) === version;
      }
      const known = entries.get(userId);
      const entry = known && known.expiresAt > Date.now() ? known : load(userId);
      return (await entry.version) === version;
    },

    /**
     * Every instance stops honouring the user's access tokens issued before now and closes
     * the user's open sockets, except those of `keepSession` (the session that ended the rest).
     */
    async ended(userId: number, keepSession?: string): Promise<void> {
      forget(userId);
      await events.publish('sessions.ended', { userId, keepSession });
    },
  };
}

export type SessionVersions = ReturnType<typeof sessionVersions>;

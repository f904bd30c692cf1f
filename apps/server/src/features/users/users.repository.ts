import { and, between, eq, gt, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolationError } from '../../lib/errors';
import type { NewUser, User, UserChanges } from './user';

/**
 * The "already taken" checks before a write only give the common case a friendly answer; two
 * requests can pass them together, and then the unique index decides: the loser gets the
 * field's 400 (username or email).
 */
function rethrowTaken(error: unknown): never {
  throw uniqueViolationError(error) ?? error;
}

const lower = (value: string) => value.toLowerCase();

/** The only place that reads and writes the users table; other features use users.service.ts. */
export function usersRepository(db: Database) {
  const byUsername = (username: string) => sql`lower(${users.username}) = ${lower(username)}`;
  const byEmail = (email: string) => sql`lower(${users.email}) = ${lower(email)}`;

  // Every signed-in request reads its user: prepared once per connection.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  return {
    async findById(id: number): Promise<User | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Username or e-mail, case-insensitively (login and password reset). */
    async findByLogin(identifier: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(or(byUsername(identifier), byEmail(identifier)))
        .limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(byUsername(username));
      return row;
    },

    /** The members with these usernames (lowercased), in one read (event-kept caches). */
    findByUsernames: (names: string[]): Promise<User[]> =>
      db
        .select()
        .from(users)
        .where(inArray(sql`lower(${users.username})`, names.map(lower))),

    /** The members with these ids, in one read (event-kept caches). */
    findByIds: (ids: number[]): Promise<User[]> =>
      db.select().from(users).where(inArray(users.id, ids)),

    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(byUsername(username));
      return Boolean(row);
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email));
      return Boolean(row);
    },

    /** Inserts a user; a name or address taken meanwhile is that field's 400, not a 500. */
    async create(values: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(values).returning().catch(rethrowTaken);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Up to `limit` account ids after `after`, in order: the repeating jobs' keyset batches. */
    async idsAfter(after: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(gt(users.id, after))
        .orderBy(users.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Stores the reply-time badges of the accounts with ids in [first, last]: the given ones,
     * and none for the others in that range (a badge no longer earned goes).
     */
    async setReplyTimes(
      [first, last]: [number, number],
      entries: { userId: number; replyTime: User['replyTime'] }[],
    ) {
      const given = entries.filter((entry) => entry.replyTime !== null);
      const range = between(users.id, first, last);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ replyTime: null })
          .where(
            and(
              range,
              isNotNull(users.replyTime),
              given.length > 0
                ? notInArray(
                    users.id,
                    given.map((entry) => entry.userId),
                  )
                : undefined,
            ),
          );
        for (const entry of given) {
          await tx
            .update(users)
            .set({ replyTime: entry.replyTime })
            .where(eq(users.id, entry.userId));
        }
      });
    },

    /** Changes the user (in `executor`, the writer's transaction, with the jobs it calls for). */
    async update(id: number, values: UserChanges, executor: Database = db): Promise<User> {
      const [row] = await executor
        .update(users)
        .set(values)
        .where(eq(users.id, id))
        .returning()
        .catch(rethrowTaken);
      if (!row) throw new Error(`user ${id} not found`);
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

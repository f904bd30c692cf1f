import { type SQL, and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { followerCounts, oauthStates, platformConnections } from '../../db/schema';

export type ConnectionRow = typeof platformConnections.$inferSelect;
type NewConnection = typeof platformConnections.$inferInsert;

/** OAuth states, connections (tokens sealed by the service) and their daily follower counts. */
export function connectionsRepository(db: Database) {
  /** The claim of `claimDue` and `claim`: the rows chosen, moved a period on. */
  function claimed(chosen: SQL, now: Date, periodSeconds: number, limit: number) {
    const free = db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(chosen)
      .orderBy(asc(platformConnections.nextRefreshAt))
      .limit(limit)
      .for('no key update', { skipLocked: true });
    return db
      .update(platformConnections)
      .set({
        nextRefreshAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${periodSeconds})`,
      })
      .where(sql`${platformConnections.id} in (${free})`)
      .returning();
  }

  return {
    async addState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },

    /**
     * Takes the state out (single use): the row when it existed, whoever it belonged to.
     * Deleting it first means a second callback with it, even at the same moment, finds none.
     */
    async takeState(state: string) {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },

    async pruneStates(now: Date) {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },

    listOf: (userId: number) =>
      db
        .select()
        .from(platformConnections)
        .where(eq(platformConnections.userId, userId))
        .orderBy(asc(platformConnections.platform)),

    async find(userId: number, platform: string) {
      const [row] = await db
        .select()
        .from(platformConnections)
        .where(
          and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)),
        );
      return row;
    },

    /**
     * The connections of several members in one statement, by member only (the
     * `(user_id, platform)` key's prefix, whatever the statistics say of the platforms): a
     * member has a few at most, and the caller keeps the pairs it asked for.
     */
    findMany: (keys: { userId: number; platform: string }[]) =>
      keys.length === 0
        ? Promise.resolve([] as ConnectionRow[])
        : db
            .select()
            .from(platformConnections)
            .where(
              inArray(platformConnections.userId, [...new Set(keys.map((key) => key.userId))]),
            ),

    async findAccount(platform: string, accountId: string) {
      const [row] = await db
        .select()
        .from(platformConnections)
        .where(
          and(
            eq(platformConnections.platform, platform),
            eq(platformConnections.accountId, accountId),
          ),
        );
      return row;
    },

    async byId(id: number) {
      const [row] = await db
        .select()
        .from(platformConnections)
        .where(eq(platformConnections.id, id));
      return row;
    },

    async insert(values: NewConnection) {
      const [row] = await db.insert(platformConnections).values(values).returning();
      if (!row) throw new Error('connection not stored');
      return row;
    },

    async update(id: number, values: Partial<NewConnection>) {
      const [row] = await db
        .update(platformConnections)
        .set(values)
        .where(eq(platformConnections.id, id))
        .returning();
      return row;
    },

    async remove(id: number) {
      const [row] = await db
        .delete(platformConnections)
        .where(eq(platformConnections.id, id))
        .returning();
      return row;
    },

    /**
     * Claims up to `limit` connections due at `now` and moves each one's next read `period`
     * seconds on, in one statement: of two instances sweeping at once, each claims other rows
     * (SKIP LOCKED), so every account is read once per period. FOR NO KEY UPDATE: a row being
     * added for the connection (followers of the day, its audience) holds FOR KEY SHARE on it,
     * which must not make the sweep skip the account.
     */
    claimDue: (now: Date, periodSeconds: number, limit: number) =>
      claimed(lte(platformConnections.nextRefreshAt, now), now, periodSeconds, limit),

    /** `claimDue` for one account, due or not (its first read): none while a read holds it. */
    async claim(id: number, now: Date, periodSeconds: number) {
      const [row] = await claimed(eq(platformConnections.id, id), now, periodSeconds, 1);
      return row;
    },

    /** Today's count for the account; a later read the same day replaces it. */
    async recordFollowers(connectionId: number, day: string, followers: number) {
      await db
        .insert(followerCounts)
        .values({ connectionId, day, followers })
        .onConflictDoUpdate({
          target: [followerCounts.connectionId, followerCounts.day],
          set: { followers },
        });
    },

    history: (connectionId: number) =>
      db
        .select({ day: followerCounts.day, followers: followerCounts.followers })
        .from(followerCounts)
        .where(eq(followerCounts.connectionId, connectionId))
        .orderBy(asc(followerCounts.day)),
  };
}

export type ConnectionsRepository = ReturnType<typeof connectionsRepository>;

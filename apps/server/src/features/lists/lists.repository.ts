import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedListItems, savedLists, users } from '../../db/schema';

export type ListRow = typeof savedLists.$inferSelect;

/** A saved profile with the username it has now. */
export interface ListItemRow {
  username: string;
  note: string;
  createdAt: Date;
  /** Platforms of the profile's accounts still waiting for verification. */
  pending: string[];
}

/** Lists and their items; every query is scoped to the owner, so others' lists stay unknown. */
export function listsRepository(db: Database) {
  return {
    /** The member's lists with their sizes, and whether each holds the profile `savedUserId`. */
    async summaries(userId: number, savedUserId = 0) {
      return db
        .select({
          id: savedLists.id,
          name: savedLists.name,
          createdAt: savedLists.createdAt,
          count: sql<number>`count(${savedListItems.listId})::int`,
          saved: sql<boolean>`coalesce(bool_or(${savedListItems.profileUserId} = ${savedUserId}), false)`,
        })
        .from(savedLists)
        .leftJoin(savedListItems, eq(savedListItems.listId, savedLists.id))
        .where(eq(savedLists.userId, userId))
        .groupBy(savedLists.id)
        .orderBy(asc(savedLists.createdAt), asc(savedLists.id));
    },

    async find(userId: number, listId: number): Promise<ListRow | undefined> {
      const [row] = await db
        .select()
        .from(savedLists)
        .where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)));
      return row;
    },

    async countLists(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedLists)
        .where(eq(savedLists.userId, userId));
      return row?.n ?? 0;
    },

    async create(userId: number, name: string): Promise<ListRow> {
      const [row] = await db.insert(savedLists).values({ userId, name }).returning();
      if (!row) throw new Error('list not stored');
      return row;
    },

    async rename(userId: number, listId: number, name: string): Promise<ListRow | undefined> {
      const [row] = await db
        .update(savedLists)
        .set({ name })
        .where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: number, listId: number): Promise<boolean> {
      const rows = await db
        .delete(savedLists)
        .where(and(eq(savedLists.id, listId), eq(savedLists.userId, userId)))
        .returning({ id: savedLists.id });
      return rows.length > 0;
    },

    async items(listId: number): Promise<ListItemRow[]> {
      return db
        .select({
          username: users.username,
          note: savedListItems.note,
          createdAt: savedListItems.createdAt,
          pending: sql<
            string[]
          >`coalesce((select array_agg(m.platform order by m.platform) from manual_socials m where m.user_id = ${users.id}), '{}')`,
        })
        .from(savedListItems)
        .innerJoin(users, eq(users.id, savedListItems.profileUserId))
        .where(eq(savedListItems.listId, listId))
        .orderBy(asc(savedListItems.createdAt), asc(users.id));
    },

    async countItems(listId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedListItems)
        .where(eq(savedListItems.listId, listId));
      return row?.n ?? 0;
    },

    async userIdOf(username: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row?.id;
    },

    /** Stores the item; false when the profile already was in the list. */
    async addItem(listId: number, profileUserId: number, note: string): Promise<boolean> {
      const rows = await db
        .insert(savedListItems)
        .values({ listId, profileUserId, note })
        .onConflictDoNothing()
        .returning({ listId: savedListItems.listId });
      return rows.length > 0;
    },

    async setNote(listId: number, profileUserId: number, note: string): Promise<boolean> {
      const rows = await db
        .update(savedListItems)
        .set({ note })
        .where(
          and(eq(savedListItems.listId, listId), eq(savedListItems.profileUserId, profileUserId)),
        )
        .returning({ listId: savedListItems.listId });
      return rows.length > 0;
    },

    async removeItem(listId: number, profileUserId: number): Promise<boolean> {
      const rows = await db
        .delete(savedListItems)
        .where(
          and(eq(savedListItems.listId, listId), eq(savedListItems.profileUserId, profileUserId)),
        )
        .returning({ listId: savedListItems.listId });
      return rows.length > 0;
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;

import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socketPresence } from '../../db/schema';

/** Which users have a live socket, per instance (docs/decisions/029). */
export function presenceRepository(db: Database) {
  return {
    /** These users have a socket open on `instance` now. */
    async markOpen(instance: string, userIds: number[], at: Date) {
      if (userIds.length === 0) return;
      await db
        .insert(socketPresence)
        .values(userIds.map((userId) => ({ userId, instance, open: true, seenAt: at })))
        .onConflictDoUpdate({
          target: [socketPresence.userId, socketPresence.instance],
          set: { open: true, seenAt: at },
        });
    },

    /** The user's last socket on `instance` closed now. */
    async markClosed(instance: string, userId: number, at: Date) {
      await db
        .update(socketPresence)
        .set({ open: false, seenAt: at })
        .where(and(eq(socketPresence.userId, userId), eq(socketPresence.instance, instance)));
    },

    /** Whether the user has a socket open on an instance heard from since `freshAfter`. */
    async isOnline(userId: number, freshAfter: Date): Promise<boolean> {
      const rows = await db
        .select({ userId: socketPresence.userId })
        .from(socketPresence)
        .where(
          and(
            eq(socketPresence.userId, userId),
            eq(socketPresence.open, true),
            gt(socketPresence.seenAt, freshAfter),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Forgets rows not refreshed since `before` (closed long ago, or of a dead instance). */
    async prune(before: Date) {
      await db.delete(socketPresence).where(lt(socketPresence.seenAt, before));
    },

    /** Drops this instance's rows as it stops: its sockets are gone. */
    async closeInstance(instance: string, userIds: number[], at: Date) {
      if (userIds.length === 0) return;
      await db
        .update(socketPresence)
        .set({ open: false, seenAt: at })
        .where(and(eq(socketPresence.instance, instance), inArray(socketPresence.userId, userIds)));
    },
  };
}

export type PresenceRepository = ReturnType<typeof presenceRepository>;

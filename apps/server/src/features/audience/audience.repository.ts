import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connectionAudiences, platformConnections } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { PlatformAudience } from './audience';

export function audienceRepository(db: Database | Tx) {
  return {
    async nextReadAt(connectionId: number) {
      const [row] = await db
        .select({
          nextReadAt: connectionAudiences.nextReadAt,
          failures: connectionAudiences.failures,
        })
        .from(connectionAudiences)
        .where(eq(connectionAudiences.connectionId, connectionId));
      return row;
    },

    async save(connectionId: number, audience: PlatformAudience, readAt: Date, nextReadAt: Date) {
      const values = { audience, readAt, nextReadAt, failures: 0 };
      await db
        .insert(connectionAudiences)
        .values({ connectionId, ...values })
        .onConflictDoUpdate({ target: connectionAudiences.connectionId, set: values });
    },

    /** A failed read tries again at `nextReadAt`, keeping what was read before. */
    async postpone(connectionId: number, failures: number, nextReadAt: Date) {
      await db
        .update(connectionAudiences)
        .set({ failures, nextReadAt })
        .where(eq(connectionAudiences.connectionId, connectionId));
    },

    /** The members' audiences by platform. */
    ofUsers: (userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: platformConnections.userId,
              platform: platformConnections.platform,
              audience: connectionAudiences.audience,
              readAt: connectionAudiences.readAt,
            })
            .from(connectionAudiences)
            .innerJoin(
              platformConnections,
              eq(platformConnections.id, connectionAudiences.connectionId),
            )
            .where(inArray(platformConnections.userId, userIds)),
  };
}

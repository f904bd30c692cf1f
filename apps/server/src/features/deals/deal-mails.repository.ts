import { and, asc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealMailNotices } from '../../db/schema';
import type { DealNotice } from './deal-headlines';

/** A receiver and the member their deal notices are about (0: a member who left). */
export interface MailPair {
  userId: number;
  counterpartId: number;
}

const ofPair = ({ userId, counterpartId }: MailPair) =>
  and(eq(dealMailNotices.userId, userId), eq(dealMailNotices.counterpartId, counterpartId));

/** The deal notices waiting for their grouped e-mail (decision 079). */
export function dealMailsRepository(db: Database) {
  return {
    /** Held to the commit: a pair's notices are added and claimed one after the other. */
    async lockPair(pair: MailPair): Promise<void> {
      const key = `deal-mail:${pair.userId}:${pair.counterpartId}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async lastMailed(pair: MailPair): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(dealMailNotices.mailedAt) })
        .from(dealMailNotices)
        .where(ofPair(pair));
      return row?.at ?? null;
    },

    async add(pair: MailPair, notice: DealNotice): Promise<void> {
      await db.insert(dealMailNotices).values({ ...pair, notice: { ...notice } });
    },

    async pending(pair: MailPair): Promise<{ id: number; notice: DealNotice }[]> {
      const rows = await db
        .select({ id: dealMailNotices.id, notice: dealMailNotices.notice })
        .from(dealMailNotices)
        .where(and(ofPair(pair), isNull(dealMailNotices.mailedAt)))
        .orderBy(asc(dealMailNotices.id));
      return rows.map((row) => ({ id: row.id, notice: row.notice as unknown as DealNotice }));
    },

    /** Marks notices mailed at `at`, or waiting again (`null`) when their e-mail failed. */
    async setMailed(ids: number[], at: Date | null): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(dealMailNotices)
        .set({ mailedAt: at })
        .where(inArray(dealMailNotices.id, ids));
    },

    /** Drops a pair's waiting notices (deal updates were turned off) and its long-mailed ones. */
    async prune(pair: MailPair, mailedBefore: Date, waitingToo: boolean): Promise<void> {
      await db
        .delete(dealMailNotices)
        .where(
          and(
            ofPair(pair),
            waitingToo
              ? sql`(${dealMailNotices.mailedAt} is null or ${dealMailNotices.mailedAt} < ${mailedBefore})`
              : lt(dealMailNotices.mailedAt, mailedBefore),
          ),
        );
    },
  };
}

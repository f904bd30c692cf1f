import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationState } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { campaignApplications, campaigns, users } from '../../db/schema';
import { ratingOf, reviewsCountOf } from '../reviews/review-summary';

export type ApplicationRow = typeof campaignApplications.$inferSelect;
export type NewApplication = typeof campaignApplications.$inferInsert;

/** Creators' applications to campaigns: the only place their SQL runs. */
export function applicationsRepository(db: Database) {
  return {
    async insert(values: NewApplication): Promise<ApplicationRow> {
      const [row] = await db.insert(campaignApplications).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(campaignApplications)
        .where(eq(campaignApplications.id, id));
      return row;
    },

    async findOf(campaignId: number, creatorId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(campaignApplications)
        .where(
          and(
            eq(campaignApplications.campaignId, campaignId),
            eq(campaignApplications.creatorId, creatorId),
          ),
        );
      return row;
    },

    /** Moves an application from one of `from` to `to`; undefined when another step won. */
    async move(
      id: number,
      from: readonly ApplicationState[],
      values: Partial<Pick<ApplicationRow, 'state' | 'decidedAt' | 'offerId'>>,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .update(campaignApplications)
        .set(values)
        .where(and(eq(campaignApplications.id, id), inArray(campaignApplications.state, [...from])))
        .returning();
      return row;
    },

    /**
     * The campaign filled: every application still waiting (sent or shortlisted) is not
     * chosen. Returns them, for their notices.
     */
    notChosen: (campaignId: number, at: Date) =>
      db
        .update(campaignApplications)
        .set({ state: 'not_chosen', decidedAt: at })
        .where(
          and(
            eq(campaignApplications.campaignId, campaignId),
            inArray(campaignApplications.state, ['sent', 'shortlisted']),
          ),
        )
        .returning(),

    /** Claims the not-chosen applications of a campaign nobody has told yet. */
    claimUntold: (campaignId: number) =>
      db
        .update(campaignApplications)
        .set({ toldAt: sql`now()` })
        .where(
          and(
            eq(campaignApplications.campaignId, campaignId),
            eq(campaignApplications.state, 'not_chosen'),
            isNull(campaignApplications.toldAt),
          ),
        )
        .returning(),

    async setOffer(id: number, offerId: number): Promise<void> {
      await db.update(campaignApplications).set({ offerId }).where(eq(campaignApplications.id, id));
    },

    ofCampaign: (campaignId: number) =>
      db
        .select()
        .from(campaignApplications)
        .where(eq(campaignApplications.campaignId, campaignId))
        .orderBy(desc(campaignApplications.id)),

    /** The creator's applications with the campaign's title and owner, newest first. */
    ofCreator: (creatorId: number) =>
      db
        .select({
          application: campaignApplications,
          title: campaigns.title,
          ownerName: users.username,
        })
        .from(campaignApplications)
        .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
        .leftJoin(users, eq(users.id, campaigns.ownerId))
        .where(eq(campaignApplications.creatorId, creatorId))
        .orderBy(desc(campaignApplications.id)),

    /** Accepted applications per campaign: its "chosen". */
    async chosen(campaignIds: number[]): Promise<Map<number, number>> {
      if (campaignIds.length === 0) return new Map();
      const rows = await db
        .select({
          campaignId: campaignApplications.campaignId,
          count: sql<number>`count(*)::int`,
        })
        .from(campaignApplications)
        .where(
          and(
            inArray(campaignApplications.campaignId, campaignIds),
            eq(campaignApplications.state, 'accepted'),
          ),
        )
        .groupBy(campaignApplications.campaignId);
      return new Map(rows.map((row) => [row.campaignId, row.count]));
    },

    /** Applications of a campaign newer than `afterId`, for the owner's digest. */
    newerThan: (campaignId: number, afterId: number) =>
      db
        .select()
        .from(campaignApplications)
        .where(
          and(
            eq(campaignApplications.campaignId, campaignId),
            gt(campaignApplications.id, afterId),
            eq(campaignApplications.state, 'sent'),
          ),
        )
        .orderBy(campaignApplications.id),

    /** Applicants' public summary: picture, reply time and rating. */
    applicants: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: users.id,
              username: users.username,
              pictureHash: users.pictureHash,
              replyTime: users.replyTime,
              rating: ratingOf(sql`${users.id}`),
              reviewsCount: reviewsCountOf(sql`${users.id}`),
            })
            .from(users)
            .where(inArray(users.id, ids)),
  };
}

export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;

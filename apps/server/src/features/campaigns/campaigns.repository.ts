import { and, arrayContains, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CAMPAIGNS_PAGE_SIZE, type Platform } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { campaigns, notificationSettings, socials, users } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignChanges = Omit<NewCampaign, 'id' | 'ownerId' | 'state' | 'createdAt'>;

export interface CampaignFilter {
  platform?: Platform;
  country?: string;
  tag?: string;
  minBudget?: number;
  /** The member's largest verified follower count: the campaign's range must hold it. */
  followers?: number;
  cursor?: number;
}

/** Campaigns whose owner is not suspended: the only ones explore and their pages show. */
const ownerActive = sql`not exists (select 1 from ${users} u where u.id = ${campaigns.ownerId} and u.suspended_at is not null)`;

/** The campaigns table: the only place their SQL runs. */
export function campaignsRepository(db: Database) {
  async function countIn(ownerId: number, state: CampaignRow['state']): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.state, state)));
    return row?.count ?? 0;
  }
  return {
    async insert(values: NewCampaign): Promise<CampaignRow> {
      const [row] = await db.insert(campaigns).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    /** Locks the row to the commit: opening, closing and choosing wait for each other. */
    async lock(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row;
    },

    /** Changes a draft; undefined when it is not one (any more). */
    async updateDraft(id: number, changes: CampaignChanges): Promise<CampaignRow | undefined> {
      const [row] = await db
        .update(campaigns)
        .set(changes)
        .where(and(eq(campaigns.id, id), eq(campaigns.state, 'draft')))
        .returning();
      return row;
    },

    async setState(
      id: number,
      from: CampaignRow['state'],
      values: Partial<
        Pick<CampaignRow, 'state' | 'openedAt' | 'closedAt' | 'closedReason' | 'wanted'>
      >,
    ): Promise<CampaignRow | undefined> {
      const [row] = await db
        .update(campaigns)
        .set(values)
        .where(and(eq(campaigns.id, id), eq(campaigns.state, from)))
        .returning();
      return row;
    },

    /** Locks the owner's row, so two campaigns opened at once are counted one after the other. */
    async lockOwner(ownerId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    },

    countOpen: (ownerId: number) => countIn(ownerId, 'open'),

    countDrafts: (ownerId: number) => countIn(ownerId, 'draft'),

    mine: (ownerId: number) =>
      db.select().from(campaigns).where(eq(campaigns.ownerId, ownerId)).orderBy(desc(campaigns.id)),

    /** One page of open campaigns, newest first, and the cursor of the next (null on the last). */
    async openPage(filter: CampaignFilter): Promise<{ rows: CampaignRow[]; next: number | null }> {
      const rows = await db
        .select()
        .from(campaigns)
        .where(
          and(
            eq(campaigns.state, 'open'),
            ownerActive,
            filter.cursor ? lt(campaigns.id, filter.cursor) : undefined,
            filter.platform ? arrayContains(campaigns.platforms, [filter.platform]) : undefined,
            filter.country ? arrayContains(campaigns.countries, [filter.country]) : undefined,
            filter.tag ? arrayContains(campaigns.tags, [filter.tag]) : undefined,
            // "Open to offers" may pay anything: it stays in for every minimum.
            filter.minBudget
              ? or(eq(campaigns.budgetKind, 'open'), gte(campaigns.budgetMax, filter.minBudget))
              : undefined,
            filter.followers === undefined
              ? undefined
              : and(
                  sql`coalesce(${campaigns.minFollowers}, 0) <= ${filter.followers}`,
                  or(isNull(campaigns.maxFollowers), gte(campaigns.maxFollowers, filter.followers)),
                ),
          ),
        )
        .orderBy(desc(campaigns.id))
        .limit(CAMPAIGNS_PAGE_SIZE + 1);
      const shown = rows.slice(0, CAMPAIGNS_PAGE_SIZE);
      return {
        rows: shown,
        next: rows.length > CAMPAIGNS_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
      };
    },

    /** Open campaigns of owners in good standing, newest first. */
    async openIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.state, 'open'), ownerActive))
        .orderBy(desc(campaigns.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Whether the campaign's owner is suspended (its page and listing go away). */
    async ownerSuspended(ownerId: number): Promise<boolean> {
      const [row] = await db
        .select({ suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, ownerId));
      return !row || row.suspendedAt !== null;
    },

    /** Usernames by id, for the people wire objects name. */
    async usernames(ids: (number | null)[]): Promise<Map<number, string>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The member's verified accounts (platform, followers, who vouches). */
    verifiedSocials: (userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: socials.userId,
              platform: socials.platform,
              followers: socials.followers,
              followersHidden: socials.followersHidden,
              source: socials.source,
            })
            .from(socials)
            .where(inArray(socials.userId, userIds)),

    /** Records a digest through application `through`; false when another run got there first. */
    async markDigested(id: number, from: number, through: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(campaigns)
        .set({ digestedThrough: through, digestSentAt: at })
        .where(and(eq(campaigns.id, id), eq(campaigns.digestedThrough, from)))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },

    /** Members who turned the weekly "Campaigns for you" on. */
    async weeklyReaders(): Promise<number[]> {
      const rows = await db
        .select({ userId: notificationSettings.userId })
        .from(notificationSettings)
        .where(eq(notificationSettings.campaignsWeekly, true));
      return rows.map((row) => row.userId);
    },

    /**
     * Campaigns opened since `since`, still open, that fit a creator's profile: a shared tag
     * or country (or none asked for), and a followers range that holds their largest account.
     */
    async matchesFor(
      creator: { id: number; tags: string[]; countries: string[] },
      since: Date,
    ): Promise<CampaignRow[]> {
      const followers = Math.max(
        0,
        ...(await this.verifiedSocials([creator.id])).map((social) => social.followers),
      );
      const overlap = (
        column: typeof campaigns.tags | typeof campaigns.countries,
        values: string[],
      ) =>
        values.length === 0
          ? sql`cardinality(${column}) = 0`
          : sql`(cardinality(${column}) = 0 or ${column} && ${sql.param(values)}::text[])`;
      return db
        .select()
        .from(campaigns)
        .where(
          and(
            eq(campaigns.state, 'open'),
            ownerActive,
            gte(campaigns.openedAt, since),
            sql`${campaigns.ownerId} <> ${creator.id}`,
            overlap(campaigns.tags, creator.tags),
            overlap(campaigns.countries, creator.countries),
            sql`coalesce(${campaigns.minFollowers}, 0) <= ${followers}`,
            or(isNull(campaigns.maxFollowers), gte(campaigns.maxFollowers, followers)),
          ),
        )
        .orderBy(desc(campaigns.id))
        .limit(10);
    },
  };
}

export type CampaignsRepository = ReturnType<typeof campaignsRepository>;

import { and, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import {
  analyticsSalts,
  links,
  profileDaily,
  profileEvents,
  socials,
  users,
} from '../../db/schema';
import { publicProfileOf } from '../profiles/public-profile';

export type ProfileEvent = typeof profileEvents.$inferInsert;
export type Metric = (typeof profileDaily.$inferSelect)['metric'];

/** One count of a day, as the report reads it. */
export interface DailyCount {
  day: string;
  metric: Metric;
  key: string;
  count: number;
}

/** Where a click goes, and whose profile it counts for. */
export interface ClickTarget {
  ownerId: number;
  url: string;
}

/** The day's counts from raw events: the same query fills profile_daily and answers today. */
const countsOf = (where: ReturnType<typeof sql>) => sql`
  select owner_id, day::text as day, 'views' as metric, '' as key, count(*)::int as count
    from ${profileEvents} where kind = 'view' and ${where} group by owner_id, day
  union all
  select owner_id, day::text, 'visitors', '', count(distinct visitor)::int
    from ${profileEvents} where kind = 'view' and ${where} group by owner_id, day
  union all
  select owner_id, day::text, 'contacts', '', count(*)::int
    from ${profileEvents} where kind = 'contact' and ${where} group by owner_id, day
  union all
  select owner_id, day::text, kind, target_id::text, count(*)::int
    from ${profileEvents} where kind in ('link', 'social') and ${where}
    group by owner_id, day, kind, target_id
  union all
  select owner_id, day::text, 'referrer', referrer, count(*)::int
    from ${profileEvents} where kind = 'view' and referrer is not null and ${where}
    group by owner_id, day, referrer`;

/** Profile analytics (docs/decisions/027): raw events, daily counts and the day's salt. */
export function analyticsRepository(db: Database) {
  return {
    /** The salt of `day`, created by the first instance to ask; older salts are deleted. */
    async saltOf(day: string, fresh: string): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
      return row?.salt ?? fresh;
    },

    async record(event: ProfileEvent) {
      await db.insert(profileEvents).values(event);
    },

    /**
     * What one address has had counted on a profile today for `kind`: how many, and when the
     * last one for this target (the link or social; none for views and contacts) was.
     */
    async countedFrom(
      ownerId: number,
      kind: ProfileEvent['kind'],
      targetId: number | null,
      source: string,
      day: string,
    ): Promise<{ today: number; last: Date | null }> {
      const [row] = rowsOf<{ today: number; last: Date | string | null }>(
        await db.execute(sql`
          select count(*)::int as today,
                 max(created_at) filter (where target_id is not distinct from ${targetId}) as last
            from ${profileEvents}
           where owner_id = ${ownerId} and kind = ${kind} and source = ${source} and day = ${day}`),
      );
      return { today: row?.today ?? 0, last: row?.last ? new Date(row.last) : null };
    },

    /** Whether this visitor showed themselves as the owner today (their own views). */
    async isOwnerToday(ownerId: number, visitor: string, day: string): Promise<boolean> {
      const rows = await db
        .select({ id: profileEvents.id })
        .from(profileEvents)
        .where(
          and(
            eq(profileEvents.ownerId, ownerId),
            eq(profileEvents.kind, 'owner'),
            eq(profileEvents.visitor, visitor),
            eq(profileEvents.day, day),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The owner id of a public profile by name (any spelling), or undefined. */
    async publicOwnerId(username: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(sql`lower(${users.username}) = lower(${username})`, publicProfileOf(sql`${users}`)),
        );
      return row?.id;
    },

    /** A shown link of a public profile. */
    async linkTarget(linkId: number): Promise<ClickTarget | undefined> {
      const [row] = await db
        .select({ ownerId: links.userId, url: links.url })
        .from(links)
        .innerJoin(users, eq(users.id, links.userId))
        .where(and(eq(links.id, linkId), eq(links.hidden, false), publicProfileOf(sql`${users}`)));
      return row;
    },

    /** A social account of a public profile. */
    async socialTarget(socialId: number): Promise<ClickTarget | undefined> {
      const [row] = await db
        .select({ ownerId: socials.userId, url: socials.link })
        .from(socials)
        .innerJoin(users, eq(users.id, socials.userId))
        .where(and(eq(socials.id, socialId), publicProfileOf(sql`${users}`)));
      return row;
    },

    /** Rewrites the daily counts of the days from `fromDay` on from the raw events. */
    /** Up to `limit` member ids after `after`, in order: the aggregation's keyset batches. */
    async ownerIdsAfter(after: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} > ${after}`)
        .orderBy(users.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Recounts the days from `fromDay` for the owners with ids in [first, last]. */
    async aggregate(fromDay: string, first: number, last: number) {
      const owners = sql`owner_id between ${first} and ${last}`;
      await db.transaction(async (tx) => {
        await tx
          .delete(profileDaily)
          .where(
            sql`${profileDaily.ownerId} between ${first} and ${last} and ${profileDaily.day} >= ${fromDay}::date`,
          );
        await tx.execute(sql`
          insert into ${profileDaily} (owner_id, day, metric, key, count)
          select owner_id, day::date, metric, key, count
          from (${countsOf(sql`${owners} and day >= ${fromDay}::date`)}) counts`);
      });
    },

    /** Deletes up to `limit` raw events created before `before`; answers how many went. */
    async pruneEvents(before: Date, limit: number): Promise<number> {
      const gone = await db.execute(sql`
        delete from ${profileEvents} where id in (
          select id from ${profileEvents} where created_at < ${before} order by id limit ${limit})
        returning id`);
      return rowsOf(gone).length;
    },

    /** Deletes up to `limit` daily counts before `before`; answers how many went. */
    async pruneDaily(before: string, limit: number): Promise<number> {
      const gone = await db.execute(sql`
        delete from ${profileDaily} where ctid in (
          select ctid from ${profileDaily} where day < ${before}::date limit ${limit})
        returning day`);
      return rowsOf(gone).length;
    },

    /**
     * The owner's counts from `fromDay` on: the stored ones before `liveFrom`, and from the
     * raw events after it (the days the hourly job may not have settled yet).
     */
    async counts(ownerId: number, fromDay: string, liveFrom: string): Promise<DailyCount[]> {
      const result = await db.execute(sql`
        select day::text as day, metric, key, count from ${profileDaily}
          where owner_id = ${ownerId} and day >= ${fromDay}::date and day < ${liveFrom}::date
        union all
        select day, metric, key, count from (${countsOf(
          sql`owner_id = ${ownerId} and day >= greatest(${liveFrom}::date, ${fromDay}::date)`,
        )}) live`);
      return rowsOf<DailyCount>(result);
    },

    /** Titles of the owner's links, hidden ones included. */
    async linkTitles(ownerId: number): Promise<Map<number, string>> {
      const rows = await db
        .select({ id: links.id, title: links.title })
        .from(links)
        .where(eq(links.userId, ownerId));
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

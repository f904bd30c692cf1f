import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FollowerBand, Platform } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { orders, socials } from '../../db/schema';

/** The prices behind one rate: how many deals, from how many sellers, and their quartiles. */
export interface PriceQuartiles {
  deals: number;
  sellers: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

/**
 * Completed orders of one kind of work (decision 112): one line of deliverables on the platform
 * (of that kind when `what` is given, in any case), priced per piece (price ÷ quantity), whose
 * seller's verified followers there fall in the band today. An order of several lines is left
 * out: nothing says how its price splits between them.
 */
export function ratesRepository(db: Database) {
  return {
    async quartiles(platform: Platform, what: string | undefined, band: FollowerBand) {
      const [row] = rowsOf<PriceQuartiles>(
        await db.execute(sql`
          with priced as (
            select o.seller_id, o.price::float8 / greatest((line->>'quantity')::int, 1) as piece
            from ${orders} o
            cross join lateral (select o.deliverables->0 as line) l
            join ${socials} s on s.user_id = o.seller_id and s.platform = ${platform}
              and s.source is not null
              -- bigint: the last band ends at the largest safe number, beyond an int column.
              and s.followers >= ${band.from} and s.followers < ${band.to}::bigint
            where o.state = 'completed'
              and jsonb_array_length(o.deliverables) = 1
              and line->>'platform' = ${platform}
              and (${what ?? null}::text is null or lower(line->>'what') = lower(${what ?? null}::text)))
          select count(*)::int as deals, count(distinct seller_id)::int as sellers,
            percentile_cont(0.25) within group (order by piece) as low,
            percentile_cont(0.5) within group (order by piece) as median,
            percentile_cont(0.75) within group (order by piece) as high
          from priced`),
      );
      return row ?? { deals: 0, sellers: 0, low: null, median: null, high: null };
    },

    /** The member's verified followers on each platform (what places them in a band). */
    async followersOf(userId: number): Promise<Partial<Record<Platform, number>>> {
      const rows = await db
        .select({ platform: socials.platform, followers: socials.followers })
        .from(socials)
        .where(and(eq(socials.userId, userId), isNotNull(socials.source)));
      return Object.fromEntries(rows.map((row) => [row.platform, row.followers]));
    },
  };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;

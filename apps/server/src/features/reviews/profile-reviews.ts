import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { reviews, users } from '../../db/schema';

/** What a public page or a search shows: published and not hidden. */
const SHOWN = and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/** A profile's reviews as one JSON value reads them: `reviews` rows as `row_to_json` writes them. */
export interface ProfileReviewsJson {
  average: number | null;
  count: number;
  newest: { review: Record<string, unknown>; reviewer: string | null }[] | null;
}

/**
 * The shown reviews of `reviewee` (the owner's id in the statement) as one JSON value: their
 * average (to one decimal) and count, read in one pass over them, and the newest `limit` with
 * their writers' names, for the public profile's one statement (decision 143).
 */
export const profileReviewsJson = (
  reviewee: SQL,
  limit: number,
): SQL => sql`(select json_build_object(
    'average', round(avg(${reviews.rating}), 1), 'count', count(*)::int,
    'newest', (select json_agg(json_build_object('review', n.review, 'reviewer', n.reviewer)
        order by n.published_at desc, n.id desc)
      from (select row_to_json(${reviews}) as review, ${users.username} as reviewer,
          ${reviews.publishedAt} as published_at, ${reviews.id} as id
        from ${reviews} left join ${users} on ${users.id} = ${reviews.reviewerId}
        where ${reviews.revieweeId} = ${reviewee} and ${SHOWN}
        order by ${reviews.publishedAt} desc, ${reviews.id} desc limit ${sql.raw(String(limit))}) n))
  from ${reviews} where ${reviews.revieweeId} = ${reviewee} and ${SHOWN})`;

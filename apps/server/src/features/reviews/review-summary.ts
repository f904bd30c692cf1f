import { sql, type SQL } from 'drizzle-orm';

/**
 * A member's "★ 4.8 (12)" as SQL, for the queries that list members (search, explore, a
 * campaign's applicants): only reviews that show count (published, not hidden by an admin).
 * `reviewee` is the listed member's id column.
 */
const shownReviewsOf = (reviewee: SQL) =>
  sql`from reviews r where r.reviewee_id = ${reviewee} and r.published_at is not null and r.hidden_at is null`;

/** The average to one decimal (numeric: a string), null without reviews. */
export const ratingOf = (reviewee: SQL) =>
  sql<string | null>`(select round(avg(r.rating), 1) ${shownReviewsOf(reviewee)})`;

export const reviewsCountOf = (reviewee: SQL) =>
  sql<number>`(select count(*)::int ${shownReviewsOf(reviewee)})`;

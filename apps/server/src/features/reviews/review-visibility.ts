import { sql, type SQL } from 'drizzle-orm';
import { reviews } from '../../db/schema';

/**
 * The reviews a member may read as their own, for the queries of other features ("Download my
 * data"): every review they wrote, blind or not, and those about them once published. Until
 * then a review is blind to the member it is about (decisions 052, 083), wherever they look.
 */
export const readableBy = (userId: number): SQL =>
  sql`(${reviews.reviewerId} = ${userId} or (${reviews.revieweeId} = ${userId} and ${reviews.publishedAt} is not null))`;

import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * The rule for a public profile: its owner shows it, is not suspended and pays for it (one of
 * ACTIVE_STATUSES). A deleted account has no row left to match. The database keeps the rule
 * as `users.listed` on every write of the visibility, the suspension or the subscription
 * (decision 073), so a listing reads a column of the row it already has. `owner` names the
 * users row in the query (the table, or an alias such as search's `u`). Search, explore, the
 * page, its meta and the sitemap all use this one condition, so they can never disagree
 * about who is public.
 */
export const publicProfileOf = (owner: SQL): SQL => sql`${owner}.listed`;

/** The rule for queries that read the users table by its name. */
export const isPublicProfile = publicProfileOf(sql`${users}`);

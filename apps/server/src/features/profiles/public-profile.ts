import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@partnerly/shared';
import { users } from '../../db/schema';

// The statuses are the shared constants, never input: written into the SQL text so that a page
// planned once (docs/decisions/004) sees the same literals as before.
const activeStatuses = sql.raw(ACTIVE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The rule for a public profile: its owner shows it, is not suspended and pays for it. A
 * deleted account has no row left to match. `owner` names the users row in the query (the
 * table, or an alias such as search's `u`). Search, explore, the page, its meta and the
 * sitemap all use this one condition, so they can never disagree about who is public.
 */
export const publicProfileOf = (owner: SQL): SQL =>
  sql`${owner}.is_visible and ${owner}.suspended_at is null and exists (
  select 1 from subscriptions s where s.user_id = ${owner}.id and s.status in (${activeStatuses}))`;

/** The rule for queries that read the users table by its name. */
export const isPublicProfile = publicProfileOf(sql`${users}`);

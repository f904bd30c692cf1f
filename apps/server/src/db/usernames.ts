import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema';

/**
 * The users whose username is among `usernames`, in any case: how a page of cards (which know
 * their owners by name) finds its owners. Written on the prefix search's key, `lower(username)
 * collate "C"` (users_username_prefix_idx): on the plain `lower(username)` the planner took
 * the trigram index for the equality, 30-110 ms a page at 100,000 profiles instead of under
 * 1 ms (decision 119).
 */
export const usernameIn = (usernames: string[]): SQL =>
  sql`lower(${users.username}) collate "C" = any(${sql.param(usernames.map((name) => name.toLowerCase()))}::text[])`;

/**
 * The same test on a placeholder, for statements prepared once (`namesIn` gives its value):
 * a page of cards asks it several times, and planning it anew took longer than running it.
 */
export const usernameInPlaceholder = (key: string): SQL =>
  sql`lower(${users.username}) collate "C" = any(${sql.placeholder(key)}::text[])`;

/** The value of `usernameInPlaceholder`'s placeholder. */
export const namesIn = (usernames: string[]) => usernames.map((name) => name.toLowerCase());

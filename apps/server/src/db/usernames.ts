import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema';

/**
 * The users whose username is among the placeholder `key`'s names (`namesIn` gives its value),
 * in any case: how a page of cards (which know their owners by name) finds its owners, in
 * statements prepared once, since planning them anew took longer than running them (decision
 * 125). Written on the prefix search's key, `lower(username) collate "C"`
 * (users_username_prefix_idx): on the plain `lower(username)` the planner took the trigram
 * index for the equality, 30-110 ms a page at 100,000 profiles instead of under 1 ms
 * (decision 119).
 */
export const usernameIn = (key: string): SQL =>
  sql`lower(${users.username}) collate "C" = any(${sql.placeholder(key)}::text[])`;

/** The value of `usernameIn`'s placeholder. */
export const namesIn = (usernames: string[]) => usernames.map((name) => name.toLowerCase());

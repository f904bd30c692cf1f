import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * A statement run many times a second (each chat message's write, issue 36): its text is built
 * once, with placeholders for its values, and on PostgreSQL it is prepared once per connection
 * under `name`. Neither drizzle (building the text) nor PostgreSQL (parsing and planning it,
 * which took three times as long as running it) then pays for it on every run. PGlite runs the
 * same text unnamed. Its values must keep their types from run to run: the plan is kept.
 */
export function namedStatement<Key extends string>(
  name: string,
  build: (value: (key: Key) => SQL) => SQL,
) {
  const query = new PgDialect().sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));
  return (executor: Database, values: Record<Key, unknown>): Promise<unknown> =>
    executor._.session.prepareQuery(query, undefined, name, false).execute(values);
}

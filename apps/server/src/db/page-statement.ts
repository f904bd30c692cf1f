import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A search page's statement as its shape and its values: the text depends only on `shape`
 * (which optional filters are there, which order), so it is built once per shape and process,
 * with placeholders for the values (issue 36). drizzle's text building was a tenth of a
 * search's server time at a million profiles, paid on every request before.
 */
export interface PageStatement {
  /** Names the text: two statements of one shape must build the same text. */
  shape: string;
  build: () => SQL;
  values: Record<string, unknown>;
}

/** A statement of `shape` whose `value(key)` placeholders `values` fill. */
export const pageStatement = <Key extends string>(
  shape: string,
  build: (value: (key: Key) => SQL) => SQL,
  values: Record<Key, unknown>,
): PageStatement => ({
  shape,
  build: () => build((key) => sql`${sql.placeholder(key)}`),
  values,
});

/** Columns named as the app's drizzle names them (db/client.ts). */
const dialect = new PgDialect({ casing: 'snake_case' });
/** Shapes are a handful per search (their optional filters and orders), never input. */
const texts = new Map<string, Query>();

/** The statement's text (built on its shape's first use) and its values in order. */
export function boundQuery(statement: PageStatement): Query {
  let query = texts.get(statement.shape);
  if (!query) {
    query = dialect.sqlToQuery(statement.build());
    texts.set(statement.shape, query);
  }
  return { sql: query.sql, params: fillPlaceholders(query.params, statement.values) };
}

export const isPageStatement = (query: SQL | PageStatement): query is PageStatement =>
  'shape' in query;

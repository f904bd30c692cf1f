import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A table's row from its JSON (`row_to_json` of the row), as drizzle's select would answer it:
 * each column under its property name, decoded by the column itself (a timestamp's
 * `'2026-12-01T10:00:00.123456+00:00'` becomes a Date, an array stays an array). For statements
 * that carry several tables' rows in one JSON value (a public profile, decision 143), so the
 * presenters keep reading the rows they always read.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, name, column] of columnsOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** Each table's columns as [property, database name, column], worked out once per table. */
const columnNames = new WeakMap<Table, [string, string, Column][]>();
function columnsOf(table: Table) {
  let columns = columnNames.get(table);
  if (!columns) {
    // The database names a column as the app's drizzle does (casing: 'snake_case').
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.keyAsName ? toSnakeCase(column.name) : column.name,
      column,
    ]);
    columnNames.set(table, columns);
  }
  return columns;
}

/** Each of a JSON array's rows (null, as `json_agg` of no rows answers: none). */
export const rowsFromJson = <T extends Table>(
  table: T,
  json: Record<string, unknown>[] | null,
): T['$inferSelect'][] => (json ?? []).map((row) => rowFromJson(table, row));

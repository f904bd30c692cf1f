import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';

/** Rows per chunk written to the COPY stream: large enough that per-write overhead vanishes. */
const ROWS_PER_CHUNK = 2_000;

/**
 * A postgres.js connection for seeding with COPY: postgres.js is already the server's driver
 * for search pages, so this needs no new package.
 */
export function copyConnection(databaseUrl: string): postgres.Sql {
  // node-postgres's `?host=/socket/directory` is postgres.js's `host` option.
  const url = new URL(databaseUrl);
  const socketDirectory = url.searchParams.get('host');
  url.searchParams.delete('host');
  return postgres(url.toString(), {
    ...(socketDirectory ? { host: socketDirectory } : {}),
    max: 1,
    onnotice: () => undefined,
  });
}

/** The largest id in `table` (0 when empty): COPY numbers the new rows after it. */
export const lastId = async (sql: postgres.Sql, table: string) =>
  (await sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from ${sql(table)}`)[0]?.id ??
  0;

/** Yields the rows `row(i)` for i in [from, to) as tab-separated lines, a chunk at a time. */
export function* lines(from: number, to: number, row: (i: number) => string[] | string[][]) {
  let chunk = '';
  let rows = 0;
  for (let i = from; i < to; i++) {
    const produced = row(i);
    const many = (Array.isArray(produced[0]) ? produced : [produced]) as string[][];
    for (const fields of many) chunk += `${fields.join('\t')}\n`;
    if (++rows % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Streams `rows` (COPY's text format) into `statement`, a `copy ... from stdin`. */
export async function copy(
  statement: postgres.PendingQuery<postgres.Row[]>,
  rows: Iterable<string>,
) {
  await pipeline(Readable.from(rows), await statement.writable());
}

/** `lines` over a list: `row(item, n)` for each item. */
export const linesOf = <T>(items: T[], row: (item: T, n: number) => string[]) =>
  // In range by construction: n < items.length.
  lines(0, items.length, (n) => row(items[n] as T, n));

import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { boundQuery } from '../apps/server/src/db/page-statement';
import { searchQueries } from '../apps/server/src/features/search/search.queries';
import { copyPublicProfiles } from '../apps/server/src/test/copy-profiles';
import { checkpointAfterSeeding, freshDatabase } from './lib/database';
const database = await freshDatabase('partnerly_camps_explain');
const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: '' });
await handle.close();
await copyPublicProfiles(database.url, 100_000);
await checkpointAfterSeeding(database.url);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
for (const [name, filter] of [
  ['tags', { platform: 'Tiktok', countries: [], tags: ['food'], sort: '' }],
  ['tags brands', { platform: 'Tiktok', countries: [], tags: ['food'], sort: '', brands: true }],
  ['none most', { platform: 'Tiktok', countries: [], tags: [], sort: '-', minFollowers: 20000 }],
  ['none brands', { platform: 'Tiktok', countries: [], tags: [], sort: '-', minFollowers: 20000, brands: true }],
  ['countries+tags', { platform: 'X', countries: ['Japan'], tags: ['tech'], sort: '+', minFollowers: 10000 }],
] as const) {
  const { sql, params } = boundQuery(searchQueries.bySocial(filter as never, { offset: 10, limit: 11 }));
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
    if (i === 2) {
      console.log(name, (performance.now() - started).toFixed(1), 'ms');
      console.log(rows.map((r) => r['QUERY PLAN']).filter((l: string) => /Index|Scan|Execution|Removed|Heap Fetches/.test(l)).join('\n'));
    }
  }
}
await client.end();
await database.drop?.();

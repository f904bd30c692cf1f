import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp } from '../../test/app';
import { seedPublicProfiles } from '../../test/seed-profiles';
import { searchQueries } from './search.repository';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) {
  console.log('search.explain.test: skipped, it needs TEST_DATABASE_URL (a PostgreSQL server)');
}

describe.runIf(onPostgres)('search plans at 100,000 profiles (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    await seedPublicProfiles(app.database.db, 100_000);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  async function scannedTables(query: SQL) {
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      await app.database.db.execute(sql`explain (format json) ${query} offset 40 limit 11`),
    );
    const plan = row?.['QUERY PLAN'][0].Plan ?? { 'Node Type': 'none' };
    if (process.env.DEBUG_PLANS && seqScans(plan).length)
      console.log(JSON.stringify(plan, null, 1));
    return seqScans(plan);
  }

  it.each([
    ['username prefix', searchQueries.usernamePrefix('maya.tra')],
    ['username similarity', searchQueries.usernameSimilar('mayatravls')],
    [
      'social, platform only',
      searchQueries.bySocial({ platform: 'Instagram', countries: [], tags: [], sort: '' }),
    ],
    [
      'social, most followers',
      searchQueries.bySocial({ platform: 'Tiktok', countries: [], tags: [], sort: '-' }),
    ],
    [
      'social, followers range',
      searchQueries.bySocial({
        platform: 'X',
        minFollowers: 1000,
        maxFollowers: 20000,
        countries: [],
        tags: [],
        sort: '+',
      }),
    ],
    [
      'social, tags and countries',
      searchQueries.bySocial({
        platform: 'Youtube',
        countries: ['Japan'],
        tags: ['diy'],
        sort: '',
      }),
    ],
    [
      'profile, no filter',
      searchQueries.byProfile({ countries: [], tags: [], creatorsOnly: false }),
    ],
    [
      'profile, tags',
      searchQueries.byProfile({ countries: [], tags: ['pets'], creatorsOnly: false }),
    ],
    [
      'profile, countries and creators',
      searchQueries.byProfile({ countries: ['Japan', 'Mexico'], tags: [], creatorsOnly: true }),
    ],
  ])('%s scans neither users nor socials sequentially', async (_name, query) => {
    const scans = await scannedTables(query);
    expect(scans.filter((table) => table === 'users' || table === 'socials')).toEqual([]);
  });
});

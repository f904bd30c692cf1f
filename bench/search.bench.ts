/**
 * Search at 100,000 public profiles (BENCH_PROFILES, up to a million) on PostgreSQL, seeded with
 * COPY: each search endpoint and a trivial JSON route on the same server, 50 connections, in
 * turns of 2 s for 10 s each (`measureBeside`); throughput as a share of the trivial route's
 * measured in the same turns. Then the plan
 * tests (search.explain.test.ts) on the same database, which CI runs at 100,000 only.
 */
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { copyPublicProfiles } from '../apps/server/src/test/copy-profiles';
import { BENCH_SERVER_URL, checkpointAfterSeeding, freshDatabase } from './lib/database';
import { measureBeside, report } from './lib/load';
import { startServerProcess } from './lib/server-process';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
/** Its own name lets two runs (say, at two sizes) share one PostgreSQL server. */
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'partnerly_bench_search';
const BUDGET = { p99: 100, share: 0.25 };
const database = await freshDatabase(DATABASE_NAME);
// Only requests (RUN_JOBS=false): the repeating jobs' sweeps over every member would otherwise
// run beside the load, every minute at a million profiles.
const server = await startServerProcess(database.url, { RUN_JOBS: 'false' });
try {
  const seeding = await openDatabase({ databaseUrl: database.url, pgliteDir: '' });
  console.log(`seeding ${PROFILES} public profiles with 1-4 socials each (COPY)…`);
  const seedStarted = performance.now();
  await copyPublicProfiles(database.url, PROFILES);
  await checkpointAfterSeeding(database.url);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`seeded in ${seedSeconds.toFixed(0)} s (COPY, VACUUM ANALYZE, CHECKPOINT)`);
  await seeding.db.insert(users).values({
    username: 'bench_reader',
    email: 'bench_reader@example.com',
    passwordHash: await hashPassword('bench-password-1'),
  });
  await seeding.close();

  const login = await fetch(`${server.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_reader', password: 'bench-password-1' }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${access}` };
  const bodies = (make: (i: number) => object) =>
    Array.from({ length: 200 }, (_, i) => ({ body: JSON.stringify(make(i)) }));

  const names = ['maya', 'leo.tr', 'sofia.co', 'noah.pl', 'yuki.dan', 'ravi', 'ella.gl', 'omar.ma'];
  const platforms = ['Instagram', 'Tiktok', 'Youtube', 'X', 'Facebook'];
  const tags = ['food', 'travel', 'fitness', 'tech', 'beauty', 'gaming', 'music', 'fashion'];
  const countries = ['France', 'Italy', 'Spain', 'Japan', 'Brazil', 'India', 'Mexico', 'Canada'];

  const trivial = { url: `${server.url}/api/client-config/` };
  const results = [
    [
      'POST /api/search_user/',
      await measureBeside(
        {
          url: `${server.url}/api/search_user/`,
          method: 'POST',
          headers,
          requests: bodies((i) => ({ name: names[i % names.length], range: 10 + 10 * (i % 3) })),
        },
        trivial,
      ),
    ],
    [
      'POST /api/filter_user_by_social/',
      await measureBeside(
        {
          url: `${server.url}/api/filter_user_by_social/`,
          method: 'POST',
          headers,
          requests: bodies((i) => ({
            socialMedia: platforms[i % 5],
            minFollowers: (i % 4) * 10_000,
            maxFollowers: 4_000_000,
            countrys: i % 2 ? [countries[i % 8]] : [],
            tags: i % 3 ? [tags[i % 8]] : [],
            sort: ['', '-', '+'][i % 3],
            range: 10 + 10 * (i % 3),
          })),
        },
        trivial,
      ),
    ],
    [
      // Issue 48 point 3: the verified-audience filters on top of the platform and followers.
      'POST /api/filter_user_by_social/ (audience)',
      await measureBeside(
        {
          url: `${server.url}/api/filter_user_by_social/`,
          method: 'POST',
          headers,
          requests: bodies((i) => ({
            socialMedia: ['Instagram', 'Youtube'][i % 2],
            minFollowers: (i % 4) * 10_000,
            countrys: [],
            tags: [],
            audienceCountry: ['US', 'BR', 'DE', 'IN'][i % 4],
            minAudienceShare: (i % 3) * 10,
            audienceAge: i % 2 ? '25-34' : undefined,
            audienceGender: i % 3 ? 'female' : undefined,
            minEngagementRate: i % 4 ? 2 : undefined,
            sort: ['', '-', '+'][i % 3],
            range: 10 + 10 * (i % 3),
          })),
        },
        trivial,
      ),
    ],
    [
      'POST /api/filter_user/',
      await measureBeside(
        {
          url: `${server.url}/api/filter_user/`,
          method: 'POST',
          headers,
          requests: bodies((i) => ({
            countrys_p: i % 2 ? [countries[i % 8]] : [],
            tags_p: [tags[(i * 3) % 8]],
            checked: i % 4 === 0,
            range: 10 + 10 * (i % 3),
          })),
        },
        trivial,
      ),
    ],
  ] as const;

  console.log(
    `\n${PROFILES} profiles (seeded in ${seedSeconds.toFixed(0)} s), 50 connections, each beside the baseline in 5 turns of 2 s;` +
      ` budget p99 <= ${BUDGET.p99} ms and >= ${BUDGET.share * 100}% of baseline`,
  );
  const overBudget: string[] = [];
  for (const [name, { subject, baseline }] of results) {
    const met =
      subject.p99 <= BUDGET.p99 &&
      subject.requestsPerSecond >= baseline.requestsPerSecond * BUDGET.share;
    if (!met) overBudget.push(name);
    report(`  GET /api/client-config/ beside it`, baseline, baseline);
    report(name, subject, baseline, met ? 'budget met' : 'over budget');
  }
  console.log(
    overBudget.length === 0
      ? '\nbudget met by every search'
      : `\nover budget: ${overBudget.join(', ')}`,
  );

  console.log(`\nthe plan tests at ${PROFILES} profiles (search.explain.test.ts)…`);
  const plans = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', 'src/features/search/search.explain.test.ts'],
    {
      cwd: new URL('..', import.meta.url),
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_DATABASE_URL: BENCH_SERVER_URL,
        // Explained on the database just measured: no second seeding of the same rows.
        EXPLAIN_DATABASE_URL: database.url,
        EXPLAIN_PROFILES: String(PROFILES),
      },
    },
  );
  process.exitCode = overBudget.length === 0 && plans.status === 0 ? 0 : 1;
} finally {
  await server.stop();
  await database.drop();
}

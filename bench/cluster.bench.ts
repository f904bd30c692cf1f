/**
 * Three instances behind the shipped deploy/nginx.conf (Debian's nginx), with Redis, a private
 * PostgreSQL primary and one streaming replica, all started here on free ports and stopped at
 * the end (issue 49). 3,000 sockets connected through nginx, one at a time so its round robin
 * puts neighbours on different instances; each pair chats at 1,000 messages/s in all for 30 s
 * while visitors read a public profile and members search through nginx. The same load runs on
 * one instance behind the same nginx first, in the same run: the baseline. Budget: nothing
 * lost, nothing duplicated, the cluster's p99 at most twice one instance's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions, users } from '../apps/server/src/db/schema';
import { findNginx, freePort, startNginx } from '../apps/server/src/deploy/nginx-harness';
import { startStandby } from '../apps/server/src/test/postgres-replica';
import {
  postgresServerMissing,
  startPostgresServer,
} from '../apps/server/src/test/postgres-server';
import { redisServerMissing, startRedisServer } from '../apps/server/src/test/redis-server';
import { WARMUP_SECONDS, connectInTurn, p99, print, whole, type Measured } from './lib/chat-load';
import { accessTokens, chatInPairs, type Talker } from './lib/chat-pairs';
import { PROFILE, seedPublicProfile } from './lib/public-profile';
import { startServerProcess } from './lib/server-process';
import {
  BENCH_METRICS_TOKEN,
  chatStages,
  describeStages,
  sampleOf,
  scrapeMetrics,
  type ChatStages,
} from './lib/server-stages';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 3000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
/** Requests a second on each side of the page traffic: visitors and searching members. */
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 50);

const nginxBinary = findNginx();
const missing =
  postgresServerMissing() ??
  redisServerMissing() ??
  (nginxBinary ? undefined : 'nginx is not installed (apt-get install -y nginx)');
if (missing) {
  console.error(`bench:cluster cannot run here: ${missing}`);
  process.exit(1);
}

/** The talkers in pairs with a paid plan, a member who searches, and the public profile. */
async function seed(databaseUrl: string): Promise<Talker[]> {
  const seeding = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    const created = await seeding.db
      .insert(users)
      .values(
        Array.from({ length: SOCKETS }, (_, i) => ({
          username: `talker${i}`,
          email: `talker${i}@example.com`,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await seeding.db
      .insert(subscriptions)
      .values(created.map((user) => ({ userId: user.id, status: 'active' })));
    return created;
  } finally {
    await seeding.close();
  }
}

/** Chat sockets open on each instance, from its own /metrics. */
async function socketsPerInstance(urls: string[]): Promise<number[]> {
  return Promise.all(
    urls.map(async (url) => sampleOf(await scrapeMetrics(url), 'chat_open_sockets')),
  );
}

interface PageTraffic {
  name: string;
  result: autocannon.Result;
}

/**
 * Visitors reading the public profile's data (what its page shows, from the replica) and
 * members searching, through nginx, each at PAGE_RATE requests a second for `seconds`.
 */
function pageTraffic(nginxUrl: string, token: string, seconds: number): Promise<PageTraffic[]> {
  const common = { connections: 8, overallRate: PAGE_RATE, duration: seconds };
  const json = { 'content-type': 'application/json' };
  return Promise.all([
    autocannon({
      ...common,
      url: `${nginxUrl}/api/profile_data/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: PROFILE.username }),
    }).then((result) => ({ name: 'public profile', result })),
    autocannon({
      ...common,
      url: `${nginxUrl}/api/search_user/`,
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'talker1', range: 10 }),
    }).then((result) => ({ name: 'search', result })),
  ]);
}

interface ClusterRun {
  chat: Measured;
  spread: number[];
  pages: PageTraffic[];
  /** Each instance's own account of the run (bench:chat's, lib/server-stages.ts). */
  stages: string[];
}

/** `count` instances behind nginx carry the whole load; everything stops at the end. */
async function runOn(
  count: number,
  env: Record<string, string>,
  talkers: Talker[],
  tokens: string[],
): Promise<ClusterRun> {
  const servers: { url: string; stop: () => Promise<void> }[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'partnerly-bench-cluster-'));
  try {
    for (let i = 0; i < count; i += 1) {
      servers.push(await startServerProcess(env.DATABASE_URL, env));
    }
    const ports = servers.map((server) => Number(new URL(server.url).port));
    const nginx = await startNginx(
      nginxBinary ?? 'nginx',
      dir,
      ports,
      await freePort(),
      // Each proxied socket holds two connections (the member's and the upstream's).
      2 * SOCKETS + 1024,
    );
    try {
      const wsBase = nginx.url.replace(/^http/, 'ws');
      const sockets = await connectInTurn(
        tokens.map((token) => `${wsBase}/ws/socket-server/?token=${token}`),
      );
      const spread = await socketsPerInstance(servers.map((server) => server.url));
      // As long as the chat's first contacts, settling, warm-up and run (each run waits 3 s
      // for stragglers).
      const trafficSeconds = Math.ceil(5 + WARMUP_SECONDS + 3 + SECONDS + 3);
      const stagesNow = () => Promise.all(servers.map((server) => chatStages(server.url)));
      let before: ChatStages[] = [];
      const [chat, pages] = await Promise.all([
        chatInPairs(sockets, talkers, { rate: RATE, seconds: SECONDS }, async () => {
          before = await stagesNow();
        }),
        pageTraffic(nginx.url, tokens[0] ?? '', trafficSeconds),
      ]);
      const after = await stagesNow();
      const stages = after.map((each, index) =>
        before[index] ? describeStages(before[index], each) : '',
      );
      sockets.forEach((socket) => socket.close());
      return { chat, spread, pages, stages };
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

function printStages(stages: string[]) {
  stages.forEach((each, index) =>
    console.log(`${''.padEnd(28)} instance ${index + 1} on the server: ${each}`),
  );
}

function printPages(pages: PageTraffic[]) {
  for (const { name, result } of pages) {
    console.log(
      `${''.padEnd(28)} ${name}: ${Math.round(result.requests.average)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
}

const primary = await startPostgresServer();
let ok = false;
try {
  const replica = await startStandby(primary);
  const redis = await startRedisServer();
  try {
    const talkers = await seed(primary.url);
    await seedPublicProfile('', primary.url);
    const tokens = await accessTokens(talkers);
    const env = {
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      REDIS_URL: redis.url,
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      // Behind nginx, the address that counts is the one nginx forwards.
      TRUST_PROXY: '1',
    };
    const one = await runOn(1, env, talkers, tokens);
    const cluster = await runOn(INSTANCES, env, talkers, tokens);

    console.log(`\n${SOCKETS} sockets through nginx, ${RATE} messages/s for ${SECONDS} s`);
    print('one instance', one.chat);
    printStages(one.stages);
    printPages(one.pages);
    print(`${INSTANCES} instances`, cluster.chat);
    console.log(`${''.padEnd(28)} sockets on each instance: ${cluster.spread.join(' / ')}`);
    printStages(cluster.stages);
    printPages(cluster.pages);
    const ratio = p99(cluster.chat.run) / Math.max(p99(one.chat.run), 1);
    const pagesWhole = [...one.pages, ...cluster.pages].every(
      ({ result }) => result.non2xx === 0 && result.errors === 0,
    );
    ok = whole(one.chat) && whole(cluster.chat) && ratio <= 2 && pagesWhole;
    console.log(
      `p99 ${INSTANCES} instances / one: ${ratio.toFixed(2)}x; ` +
        (ok
          ? 'budget met: no loss, no duplicates, every page answered, p99 <= 2x one instance'
          : 'over budget (no loss, no duplicates, every page answered, p99 <= 2x one instance)'),
    );
  } finally {
    await redis.stop();
    await replica.remove();
  }
} finally {
  await primary.remove();
}
process.exitCode = ok ? 0 : 1;

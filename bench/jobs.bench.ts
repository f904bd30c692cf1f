/**
 * A busy member among 10,000,000 messages (BENCH_MESSAGES) on PostgreSQL (issue 36 item 4):
 * GET /api/UserData/ for a member with 5,000 conversations and 100,000 messages, next to a
 * trivial JSON route in the same run, then each repeating job's batches (unread sweep, reply
 * times, analytics aggregation) run by the real job code with production's batch sizes.
 * Then 100,000 followed posts (BENCH_POSTS, issue 47) and the follow-up's batches against the
 * TikTok stand-in. BENCH_SECTIONS=chat or posts runs one of the two.
 */
import { analyticsRepository } from '../apps/server/src/features/analytics/analytics.repository';
import { analyticsService } from '../apps/server/src/features/analytics/analytics.service';
import { REPLY_TIMES_BATCH, replyTimesJob } from '../apps/server/src/features/chat/reply-times.job';
import { unreadSweepJob } from '../apps/server/src/features/notifications/notifications.job';
import { buildApp } from '../apps/server/src/app';
import { CLAIM_BATCH } from '../apps/server/src/features/proof/follow-ups';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { BUSY, seedBusyChat } from './lib/busy-seed';
import { checkpointAfterSeeding, freshDatabase } from './lib/database';
import { followedPostsSection } from './lib/follow-section';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/server-process';
import { batchClock, summary, timeRequests, type Timings } from './lib/timing';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const USER_DATA_BUDGET_MS = 300;
const BATCH_BUDGET_MS = 50;
/** Which sections run: `chat` (UserData and the chat's jobs) and `posts` (followed posts). */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'chat,posts').split(','));
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
/** Posts due at each pass: 50 of production's batches. */
const DUE_POSTS = Number(process.env.BENCH_DUE_POSTS ?? 5_000);

const database = await freshDatabase('partnerly_bench_jobs');
try {
  const over = [
    ...(SECTIONS.has('chat') ? await chatSection(database.url) : []),
    ...(SECTIONS.has('posts') ? await postsSection(database.url) : []),
  ];
  console.log(
    over.length === 0
      ? `\nbudget met: UserData p99 <= ${USER_DATA_BUDGET_MS} ms, job batches p99 < ${BATCH_BUDGET_MS} ms`
      : `\nover budget: ${over.join(', ')}`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  await database.drop();
}

/** The busy member's UserData and the chat's jobs; what is over budget. */
async function chatSection(databaseUrl: string): Promise<string[]> {
  // The server only answers requests (RUN_JOBS=false): its jobs starting with it (every batch of
  // every sweep, and the mails they queue) would otherwise share the machine with the requests
  // timed here. The batches are timed below, one at a time.
  const server = await startServerProcess(databaseUrl, { RUN_JOBS: 'false' });
  try {
    console.log(`seeding ${MESSAGES} messages (the busy member's ${BUSY.messages} among them)…`);
    const seedStarted = performance.now();
    const seeded = await seedBusyChat(
      databaseUrl,
      { messages: MESSAGES, events: EVENTS },
      await hashPassword('bench-password-1'),
    );
    await checkpointAfterSeeding(databaseUrl);
    console.log(
      `seeded ${seeded.members} members, ${seeded.dialogues + BUSY.dialogues} conversations and ` +
        `${EVENTS} profile events in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: BUSY.username, password: 'bench-password-1' }),
    });
    const { access } = (await login.json()) as { access: string };
    // As a browser asks: the answer comes compressed.
    const headers = { authorization: `Bearer ${access}`, 'accept-encoding': 'br, gzip' };
    const trivial = await timeRequests(`${server.url}/api/client-config/`, headers, REQUESTS);
    const userData = await timeRequests(`${server.url}/api/UserData/`, headers, REQUESTS);

    // The jobs run in this process on the same database, through the services the server builds
    // (its job worker is not started: nothing else runs them meanwhile).
    const app = await buildApp(
      loadConfig({
        ...process.env,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: BENCH_JWT_SECRET,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'http://localhost:3000',
      }),
      { logger: false },
    );
    const jobs: [string, () => Promise<number[]>][] = [];
    try {
      const { services } = app;
      const sweepIds = batchClock(services.users.idsAfter);
      const sweep = unreadSweepJob(services.unreadMail, services.jobs, { idsAfter: sweepIds.next });
      jobs.push([
        'unread sweep (200 members a batch)',
        async () => (await sweep(), sweepIds.take()),
      ]);
      const replyIds = batchClock(services.users.idsAfter);
      const replies = replyTimesJob(services.chat, { ...services.users, idsAfter: replyIds.next });
      jobs.push([
        `reply times (${REPLY_TIMES_BATCH} members a batch)`,
        async () => (await replies(), replyIds.take()),
      ]);
      const repository = analyticsRepository(services.database.db);
      const ownerIds = batchClock(repository.ownerIdsAfter);
      const analytics = analyticsService({
        repository: { ...repository, ownerIdsAfter: ownerIds.next },
        publicUrl: 'http://localhost:3000',
        secret: BENCH_JWT_SECRET,
      });
      jobs.push([
        'analytics (200 owners a batch)',
        async () => (await analytics.aggregate(), ownerIds.take()),
      ]);
      const results: [string, Timings][] = [];
      for (const [name, run] of jobs) {
        // A first pass untimed: the job's pages in the cache, its first mails queued.
        await run();
        results.push([name, summary(await run())]);
      }
      return report(userData, trivial, results);
    } finally {
      await app.close();
    }
  } finally {
    await server.stop();
  }
}

function report(
  userData: Timings & { bytes: number },
  trivial: Timings & { bytes: number },
  jobResults: [string, Timings][],
) {
  console.log(`\n${MESSAGES} messages; ${REQUESTS} requests after 3 untimed, one at a time`);
  row('GET /api/client-config/ (baseline)', trivial, `  ${trivial.bytes} B`);
  row('GET /api/UserData/ (busy member)', userData, `  ${(userData.bytes / 1e6).toFixed(1)} MB`);
  console.log(`\njob batches (the second of two passes)`);
  for (const [name, timings] of jobResults) row(name, timings);
  return [
    ...(userData.p99 > USER_DATA_BUDGET_MS ? ['GET /api/UserData/'] : []),
    ...jobResults.filter(([, t]) => t.p99 >= BATCH_BUDGET_MS).map(([name]) => name),
  ];
}

/** The followed posts' batches (issue 47 point 3); over budget when our side's p99 is. */
async function postsSection(databaseUrl: string): Promise<string[]> {
  const result = await followedPostsSection(databaseUrl, POSTS, DUE_POSTS);
  console.log(
    `\n${result.posts} followed posts, ${result.due} due, read by the follow-up (${CLAIM_BATCH} a batch, ` +
      `second of two passes); ${result.requests} requests to the TikTok stand-in`,
  );
  row('follow-up batch, whole', result.batch);
  row('  of it waiting on the stand-in (HTTP)', result.platform);
  row('  of it ours (batch minus HTTP)', result.ours);
  return result.ours.p99 >= BATCH_BUDGET_MS ? ['follow-up batches (our side)'] : [];
}

function row(name: string, t: Timings, extra = '') {
  console.log(
    `${name.padEnd(38)} ${String(t.count).padStart(5)}  median ${String(t.median).padStart(6)} ms` +
      `  p99 ${String(t.p99).padStart(6)} ms  max ${String(t.max).padStart(6)} ms${extra}`,
  );
}

/**
 * A busy member among 10,000,000 messages (BENCH_MESSAGES) on PostgreSQL (issue 36 item 4):
 * GET /api/UserData/ for a member with 5,000 conversations and 100,000 messages, next to a
 * trivial JSON route in the same run, then each repeating job's batches (unread sweep, reply
 * times, analytics aggregation) run by the real job code with production's batch sizes.
 */
import { analyticsRepository } from '../apps/server/src/features/analytics/analytics.repository';
import { analyticsService } from '../apps/server/src/features/analytics/analytics.service';
import { REPLY_TIMES_BATCH, replyTimesJob } from '../apps/server/src/features/chat/reply-times.job';
import { unreadSweepJob } from '../apps/server/src/features/notifications/notifications.job';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { BUSY, seedBusyChat } from './lib/busy-seed';
import { checkpointAfterSeeding, freshDatabase } from './lib/database';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/server-process';
import { batchClock, summary, timeRequests, type Timings } from './lib/timing';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const USER_DATA_BUDGET_MS = 300;
const BATCH_BUDGET_MS = 50;

const database = await freshDatabase('partnerly_bench_jobs');
// The server only answers requests (RUN_JOBS=false): its jobs starting with it (every batch of
// every sweep, and the mails they queue) would otherwise share the machine with the requests
// timed here. The batches are timed below, one at a time.
const server = await startServerProcess(database.url, { RUN_JOBS: 'false' });
try {
  console.log(`seeding ${MESSAGES} messages (the busy member's ${BUSY.messages} among them)…`);
  const seedStarted = performance.now();
  const seeded = await seedBusyChat(
    database.url,
    { messages: MESSAGES, events: EVENTS },
    await hashPassword('bench-password-1'),
  );
  await checkpointAfterSeeding(database.url);
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
      DATABASE_URL: database.url,
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
    jobs.push(['unread sweep (200 members a batch)', async () => (await sweep(), sweepIds.take())]);
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
    report(userData, trivial, results);
  } finally {
    await app.close();
  }
} finally {
  await server.stop();
  await database.drop();
}

function report(
  userData: Timings & { bytes: number },
  trivial: Timings & { bytes: number },
  jobResults: [string, Timings][],
) {
  const row = (name: string, t: Timings, extra = '') =>
    console.log(
      `${name.padEnd(38)} ${String(t.count).padStart(5)}  median ${String(t.median).padStart(6)} ms` +
        `  p99 ${String(t.p99).padStart(6)} ms  max ${String(t.max).padStart(6)} ms${extra}`,
    );
  console.log(`\n${MESSAGES} messages; ${REQUESTS} requests after 3 untimed, one at a time`);
  row('GET /api/client-config/ (baseline)', trivial, `  ${trivial.bytes} B`);
  row('GET /api/UserData/ (busy member)', userData, `  ${(userData.bytes / 1e6).toFixed(1)} MB`);
  console.log(`\njob batches (the second of two passes)`);
  for (const [name, timings] of jobResults) row(name, timings);
  const over = [
    ...(userData.p99 > USER_DATA_BUDGET_MS ? ['GET /api/UserData/'] : []),
    ...jobResults.filter(([, t]) => t.p99 >= BATCH_BUDGET_MS).map(([name]) => name),
  ];
  console.log(
    over.length === 0
      ? `\nbudget met: UserData p99 <= ${USER_DATA_BUDGET_MS} ms, job batches p99 < ${BATCH_BUDGET_MS} ms`
      : `\nover budget: ${over.join(', ')}`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
}

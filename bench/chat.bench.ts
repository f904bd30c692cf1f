/**
 * Chat at 1,000 connected sockets (500 pairs) on both databases the server runs on: the
 * embedded PGlite at 500 messages/s and PostgreSQL at 1,000 messages/s for 30 s, with typing
 * signals and read marks beside the messages (10% of the frames each, issue 34). Counts
 * delivered, lost and duplicated messages and the end-to-end latency, each next to a bare `ws`
 * echo server driven at the same rate in the same run (issue 36).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions, users } from '../apps/server/src/db/schema';
import {
  connectAll,
  echoBaseline,
  p99,
  print,
  whole,
  type Load,
  type Measured,
} from './lib/chat-load';
import { accessTokens, chatInPairs } from './lib/chat-pairs';
import { freshDatabase } from './lib/database';
import { startServerProcess } from './lib/server-process';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

/** Each database's load and p99 budget (issue 36); BENCH_DATABASES picks some of them. */
const DATABASES = {
  pglite: { rate: Number(process.env.BENCH_RATE_PGLITE ?? 500), budgetMs: 50 },
  postgres: { rate: Number(process.env.BENCH_RATE_POSTGRES ?? 1000), budgetMs: 25 },
} as const;
type Kind = keyof typeof DATABASES;
const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Kind[];

/** 500 pairs of paid users; returns them in order (pairs are neighbours). */
async function seed(databaseUrl: string | undefined, pgliteDir: string) {
  const seeding = await openDatabase({ databaseUrl, pgliteDir });
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
  await seeding.close();
  return created;
}

/** A server on a fresh database of the kind, seeded; `stop` removes both. */
async function chatServer(kind: Kind) {
  if (kind === 'postgres') {
    const database = await freshDatabase('partnerly_bench_chat');
    const created = await seed(database.url, '');
    const server = await startServerProcess(database.url);
    return {
      created,
      server,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'partnerly-bench-chat-'));
  const created = await seed(undefined, join(dataDir, 'db'));
  const server = await startServerProcess(undefined, { DATA_DIR: dataDir });
  return {
    created,
    server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every pair chats on the server; only the partner's copy of a message counts as delivered. */
async function chatRun(kind: Kind, load: Load): Promise<Measured> {
  const { created, server, stop } = await chatServer(kind);
  try {
    const tokens = await accessTokens(created);
    const wsBase = server.url.replace(/^http/, 'ws');
    const sockets = await connectAll(
      tokens.map((token) => `${wsBase}/ws/socket-server/?token=${token}`),
    );
    const measured = await chatInPairs(sockets, created, load);
    sockets.forEach((socket) => socket.close());
    return measured;
  } finally {
    await stop();
  }
}

const names: Record<Kind, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };
let ok = true;
for (const kind of kinds) {
  const { rate, budgetMs } = DATABASES[kind];
  const load = { rate, seconds: SECONDS };
  const echo = await echoBaseline(SOCKETS, load);
  const chat = await chatRun(kind, load);
  console.log(`\n${SOCKETS} sockets, ${rate} messages/s for ${SECONDS} s`);
  print('bare ws echo', echo);
  print(`chat on ${names[kind]}`, chat);
  const met = whole(chat) && p99(chat.run) <= budgetMs;
  console.log(
    met
      ? `budget met: no loss, no duplicates, p99 <= ${budgetMs} ms`
      : `over budget (no loss, no duplicates, p99 <= ${budgetMs} ms)`,
  );
  ok &&= met;
}
process.exitCode = ok ? 0 : 1;

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
import { SignJWT } from 'jose';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions, users } from '../apps/server/src/db/schema';
import {
  connectAll,
  drive,
  echoBaseline,
  p99,
  print,
  warmThenMeasure,
  whole,
  type Load,
  type Measured,
} from './lib/chat-load';
import { freshDatabase } from './lib/database';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/server-process';

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
    const key = new TextEncoder().encode(BENCH_JWT_SECRET);
    const tokens = await Promise.all(
      created.map((user) =>
        new SignJWT({ type: 'access', user_id: user.id, username: user.username, ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt()
          .setExpirationTime('2h')
          .sign(key),
      ),
    );
    const wsBase = server.url.replace(/^http/, 'ws');
    const sockets = await connectAll(
      tokens.map((token) => `${wsBase}/ws/socket-server/?token=${token}`),
    );
    const partner = (index: number) => (index % 2 === 0 ? index + 1 : index - 1);
    // Warm-up, not measured: every pair makes first contact (which creates its dialogue), as
    // pairs that chat for 30 s would have done long before their steady traffic.
    const dialogueOf: number[] = [];
    await Promise.all(
      sockets
        .filter((_socket, index) => index % 2 === 0)
        .map(
          (socket, pair) =>
            new Promise<void>((resolve) => {
              sockets[pair * 2 + 1]?.once('message', (data: Buffer) => {
                const frame = JSON.parse(data.toString()) as { message?: { dialogue: number } };
                dialogueOf[pair] = frame.message?.dialogue ?? 0;
                resolve();
              });
              socket.send(
                JSON.stringify({ message: 'hello', receiver: created[pair * 2 + 1]?.username }),
              );
            }),
        ),
    );
    // Connecting 1,000 sockets at once queues their admission and presence writes; the load
    // starts once those are done, as steady traffic would find them.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const measured = await warmThenMeasure(load, (driven) =>
      drive(
        driven,
        sockets,
        (from, seq) =>
          JSON.stringify({
            message: `#${seq}`,
            receiver: created[partner(from)]?.username,
            client_id: crypto.randomUUID(),
          }),
        (data) => {
          // The sender's own copy carries its client_id; only the partner's copy counts (the
          // warm-up's "hello" can still be confirmed once the run has begun: not counted).
          const frame = JSON.parse(data) as {
            message?: { text: string; client_id: string | null };
          };
          return frame.message &&
            frame.message.client_id === null &&
            frame.message.text.startsWith('#')
            ? Number(frame.message.text.slice(1))
            : undefined;
        },
        // The sender types on, and reads what its partner sent (a `seen` for the partner).
        (from) => [
          JSON.stringify({ typing: created[partner(from)]?.username }),
          JSON.stringify({ notificaiton: true, id: dialogueOf[Math.floor(from / 2)] }),
        ],
      ),
    );
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

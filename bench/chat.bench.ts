/**
 * Chat at 1,000 connected sockets (500 pairs) on PostgreSQL: messages at 500 per second in
 * total for 30 s, with typing signals and read marks beside them (10% of the frames each,
 * issue 34); counts delivered, lost and duplicated messages and the end-to-end latency, next
 * to a bare `ws` echo server driven the same way in the same run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client';
import { subscriptions, users } from '../apps/server/src/db/schema';
import { freshDatabase } from './lib/database';
import { percentile, round } from './lib/latency';
import { BENCH_JWT_SECRET, startServerProcess } from './lib/server-process';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

interface Run {
  sent: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
}

/** Sends RATE messages a second round-robin over the sockets for SECONDS, then waits for stragglers. */
async function drive(
  sockets: WebSocket[],
  frameFor: (from: number, seq: number) => string,
  seqOf: (data: string) => number | undefined,
  /** Frames sent beside every eighth message (not counted): 1 in 10 frames each. */
  besideFor: (from: number) => string[] = () => [],
) {
  const run: Run = { sent: 0, delivered: 0, duplicates: 0, latencies: [] };
  const sentAt = new Map<number, number>();
  const seen = new Set<number>();
  for (const socket of sockets) {
    socket.on('message', (data: Buffer) => {
      const seq = seqOf(data.toString());
      if (seq === undefined) return;
      if (seen.has(seq)) {
        run.duplicates += 1;
        return;
      }
      seen.add(seq);
      run.delivered += 1;
      run.latencies.push(performance.now() - (sentAt.get(seq) ?? performance.now()));
    });
  }
  const tickMs = 10;
  let next = 0;
  await new Promise<void>((resolve) => {
    const started = performance.now();
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * RATE);
      while (run.sent < due && run.sent < RATE * SECONDS) {
        const from = next % sockets.length;
        next += 1;
        sentAt.set(run.sent, performance.now());
        sockets[from]?.send(frameFor(from, run.sent));
        if (run.sent % 8 === 0) for (const frame of besideFor(from)) sockets[from]?.send(frame);
        run.sent += 1;
      }
      if (run.sent >= RATE * SECONDS) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return run;
}

function connectAll(urls: string[]): Promise<WebSocket[]> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

function print(name: string, run: Run) {
  console.log(
    `${name.padEnd(22)} sent ${run.sent}  delivered ${run.delivered}  lost ${run.sent - run.delivered}  ` +
      `duplicates ${run.duplicates}  p50 ${round(percentile(run.latencies, 50))} ms  p99 ${round(percentile(run.latencies, 99))} ms`,
  );
}

// The floor: a bare ws echo server, the same sockets and rate.
const echoProcess = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./lib/echo-server.ts', import.meta.url))],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const echoPort = await new Promise<number>((resolve) =>
  echoProcess.stdout.on('data', (chunk: Buffer) => {
    const port = /echo listening on (\d+)/.exec(chunk.toString())?.[1];
    if (port) resolve(Number(port));
  }),
);
const echoSockets = await connectAll(
  Array.from({ length: SOCKETS }, () => `ws://127.0.0.1:${echoPort}`),
);
const echo = await drive(
  echoSockets,
  (_from, seq) => JSON.stringify({ seq }),
  (data) => (JSON.parse(data) as { seq?: number }).seq,
);
echoSockets.forEach((socket) => socket.close());
echoProcess.kill('SIGTERM');

// The chat: 500 pairs of paid users, each message stored and pushed to the partner.
const database = await freshDatabase('partnerly_bench_chat');
const server = await startServerProcess(database.url);
try {
  const seeding = await openDatabase({ databaseUrl: database.url, pgliteDir: '' });
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
  const chatSockets = await connectAll(
    tokens.map((token) => `${wsBase}/ws/socket-server/?token=${token}`),
  );
  // Each socket talks to its pair; only the partner's copy of a message counts as delivered.
  const partner = (index: number) => (index % 2 === 0 ? index + 1 : index - 1);
  // Warm-up, not measured: every pair makes first contact (which creates its dialogue), as
  // pairs that chat for 30 s would have done long before their steady traffic.
  const dialogueOf: number[] = [];
  await Promise.all(
    chatSockets
      .filter((_socket, index) => index % 2 === 0)
      .map(
        (socket, pair) =>
          new Promise<void>((resolve) => {
            const receiver = chatSockets[pair * 2 + 1];
            receiver?.once('message', (data: Buffer) => {
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
  const chat = await drive(
    chatSockets,
    (from, seq) =>
      JSON.stringify({
        message: `#${seq}`,
        receiver: created[partner(from)]?.username,
        client_id: crypto.randomUUID(),
      }),
    (data) => {
      // The sender's own copy carries its client_id; only the partner's copy counts.
      const frame = JSON.parse(data) as { message?: { text: string; client_id: string | null } };
      // (The warm-up's "hello" can still be confirmed once the run has begun: not counted.)
      return frame.message && frame.message.client_id === null && frame.message.text.startsWith('#')
        ? Number(frame.message.text.slice(1))
        : undefined;
    },
    // The sender types on, and reads what its partner sent (a `seen` for the partner).
    (from) => [
      JSON.stringify({ typing: created[partner(from)]?.username }),
      JSON.stringify({ notificaiton: true, id: dialogueOf[Math.floor(from / 2)] }),
    ],
  );
  chatSockets.forEach((socket) => socket.close());

  console.log(`\n${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s`);
  print('bare ws echo', echo);
  print('chat (PostgreSQL)', chat);
  const ok =
    chat.sent === chat.delivered && chat.duplicates === 0 && percentile(chat.latencies, 99) <= 50;
  console.log(ok ? '\nbudget met: no loss, no duplicates, p99 <= 50 ms' : '\nover budget');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await database.drop();
}

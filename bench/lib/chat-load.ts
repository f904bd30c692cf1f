import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { percentile, round } from './latency';

export interface Run {
  sent: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
}

export interface Load {
  rate: number;
  seconds: number;
}

/**
 * Sends `rate` messages a second round-robin over the sockets for `seconds`, then waits for
 * stragglers; counts each message once, on the copy `seqOf` recognises.
 */
export async function drive(
  { rate, seconds }: Load,
  sockets: WebSocket[],
  frameFor: (from: number, seq: number) => string,
  seqOf: (data: string) => number | undefined,
  /** Frames sent beside every eighth message (not counted): 1 in 10 frames each. */
  besideFor: (from: number) => string[] = () => [],
): Promise<Run> {
  const run: Run = { sent: 0, delivered: 0, duplicates: 0, latencies: [] };
  const total = rate * seconds;
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
  let next = 0;
  await new Promise<void>((resolve) => {
    const started = performance.now();
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (run.sent < due && run.sent < total) {
        const from = next % sockets.length;
        next += 1;
        sentAt.set(run.sent, performance.now());
        sockets[from]?.send(frameFor(from, run.sent));
        if (run.sent % 8 === 0) for (const frame of besideFor(from)) sockets[from]?.send(frame);
        run.sent += 1;
      }
      if (run.sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const socket of sockets) socket.removeAllListeners('message');
  return run;
}

export function connectAll(urls: string[]): Promise<WebSocket[]> {
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

export const p99 = (run: Run) => percentile(run.latencies, 99);

export function print(name: string, run: Run) {
  console.log(
    `${name.padEnd(28)} sent ${run.sent}  delivered ${run.delivered}  lost ${run.sent - run.delivered}  ` +
      `duplicates ${run.duplicates}  p50 ${round(percentile(run.latencies, 50))} ms  p99 ${round(p99(run))} ms`,
  );
}

/** The floor: a bare `ws` echo server in its own process, the same sockets and load. */
export async function echoBaseline(sockets: number, load: Load): Promise<Run> {
  const echoProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./echo-server.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<number>((resolve) =>
      echoProcess.stdout.on('data', (chunk: Buffer) => {
        const found = /echo listening on (\d+)/.exec(chunk.toString())?.[1];
        if (found) resolve(Number(found));
      }),
    );
    const echoSockets = await connectAll(
      Array.from({ length: sockets }, () => `ws://127.0.0.1:${port}`),
    );
    const run = await drive(
      load,
      echoSockets,
      (_from, seq) => JSON.stringify({ seq }),
      (data) => (JSON.parse(data) as { seq?: number }).seq,
    );
    echoSockets.forEach((socket) => socket.close());
    return run;
  } finally {
    echoProcess.kill('SIGTERM');
  }
}

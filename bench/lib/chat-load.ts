import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { percentile, round } from './latency';

export interface Run {
  sent: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
  /** Each latency's message, by when it was sent (ms into the run): where the tail sits. */
  sentAfter: number[];
  /** The wall clock at the run's start: its windows set beside the database's log. */
  startedAt: Date;
  /** Of the lost: how many arrived in the seconds after the run's wait (slow, not gone). */
  late: number;
  /** The error frames the server answered with during the run, by code (refused, not lost). */
  refused: Map<string, number>;
}

/** How long a run with messages missing after its wait keeps listening for them. */
const LATE_MS = 10_000;

/** The code of an error frame (`{"error": {"code": …}}`), or undefined for any other frame. */
function errorCodeOf(data: string): string | undefined {
  if (!data.startsWith('{"error"')) return undefined;
  try {
    return (JSON.parse(data) as { error?: { code?: string } }).error?.code ?? 'unknown';
  } catch {
    return undefined;
  }
}

export interface Load {
  rate: number;
  seconds: number;
}

/** The next message number: every drive of a process numbers its messages apart. */
let nextSeq = 0;

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
  const run: Run = {
    sent: 0,
    delivered: 0,
    duplicates: 0,
    latencies: [],
    sentAfter: [],
    startedAt: new Date(),
    late: 0,
    refused: new Map(),
  };
  let waited = false;
  const total = rate * seconds;
  // Numbers of its own, so a late copy from an earlier drive (the warm-up) counts in neither.
  const first = nextSeq;
  nextSeq += total;
  // Typed arrays indexed by the message's place in this drive, not a Map and a Set growing to
  // 30,000 entries each: the bench times deliveries on its own event loop, so its own garbage
  // collections count as the server's latency (one held it 14 ms during a run, --trace-gc).
  const sentAt = new Float64Array(total);
  let started = 0;
  const seen = new Uint8Array(total);
  for (const socket of sockets) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      const code = errorCodeOf(text);
      if (code !== undefined && !waited) run.refused.set(code, (run.refused.get(code) ?? 0) + 1);
      const seq = seqOf(text);
      if (seq === undefined || seq < first || seq >= first + total) return;
      if (seen[seq - first]) {
        run.duplicates += 1;
        return;
      }
      seen[seq - first] = 1;
      if (waited) {
        run.late += 1;
        return;
      }
      run.delivered += 1;
      const at = sentAt[seq - first] || performance.now();
      run.latencies.push(performance.now() - at);
      run.sentAfter.push(at - started);
    });
  }
  let next = 0;
  await new Promise<void>((resolve) => {
    started = performance.now();
    run.startedAt = new Date();
    const timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      while (run.sent < due && run.sent < total) {
        const from = next % sockets.length;
        next += 1;
        sentAt[run.sent] = performance.now();
        sockets[from]?.send(frameFor(from, first + run.sent));
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
  // What is still missing is lost for the figures; listening on tells a slow message from one
  // that never comes (issue 49: three instances lost 65-89 of 30,000).
  waited = true;
  const until = performance.now() + LATE_MS;
  while (run.delivered + run.late < run.sent && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

/**
 * Opens the sockets one after another, each once the one before it is open: behind nginx's
 * round robin, socket k then lands on instance k modulo the instances.
 */
export async function connectInTurn(urls: string[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (const url of urls) sockets.push(...(await connectAll([url])));
  return sockets;
}

export const p99 = (run: Run) => percentile(run.latencies, 99);

const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 5000);

/** HH:MM:SS UTC, to find a window in PostgreSQL's log (its checkpoints, say). */
const clockOf = (at: Date) => `${at.toISOString().slice(11, 19)} UTC`;

/** p99 of the messages sent in each window of the run: a steady tail, or a few bad seconds. */
function windowsOf(run: Run): string {
  const windows: number[][] = [];
  run.latencies.forEach((latency, index) => {
    const window = Math.floor((run.sentAfter[index] ?? 0) / WINDOW_MS);
    (windows[window] ??= []).push(latency);
  });
  return windows.map((latencies) => round(percentile(latencies, 99))).join(' / ');
}

/**
 * Seconds driven at the run's rate just before it and left out of its figures (decision 071):
 * the first second or two of load on a fresh process run unoptimised code, which a server
 * that has been up and chatting no longer does. Its own figures are printed beside the run's.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/** A measured run and the warm-up before it. */
export interface Measured {
  warmup: Run;
  run: Run;
}

/** Drives the warm-up, then the run, through `go`; `beforeRun` between the two. */
export async function warmThenMeasure(
  load: Load,
  go: (load: Load) => Promise<Run>,
  beforeRun: () => Promise<void> = async () => undefined,
): Promise<Measured> {
  const warmup = await go({ rate: load.rate, seconds: WARMUP_SECONDS });
  await beforeRun();
  return { warmup, run: await go(load) };
}

/** Nothing lost or duplicated, in the warm-up either. */
export const whole = ({ warmup, run }: Measured) =>
  [warmup, run].every((each) => each.sent === each.delivered && each.duplicates === 0);

export function print(name: string, { warmup, run }: Measured) {
  console.log(
    `${name.padEnd(28)} sent ${run.sent}  delivered ${run.delivered}  lost ${run.sent - run.delivered}  ` +
      `duplicates ${run.duplicates}  p50 ${round(percentile(run.latencies, 50))} ms  p99 ${round(p99(run))} ms`,
  );
  console.log(
    `${''.padEnd(28)} p99 in each ${WINDOW_MS / 1000} s from ${clockOf(run.startedAt)}: ` +
      `${windowsOf(run)} ms`,
  );
  if (run.sent > run.delivered || run.refused.size > 0) {
    const refused = [...run.refused].map(([code, count]) => `${code} ${count}`).join(', ');
    console.log(
      `${''.padEnd(28)} of the lost, ${run.late} came within ${LATE_MS / 1000} s more; ` +
        `error frames: ${refused || 'none'}`,
    );
  }
  console.log(
    `${''.padEnd(28)} warm-up before it (not counted): ${warmup.sent} sent, ` +
      `${warmup.sent - warmup.delivered} lost, ${warmup.duplicates} duplicates, ` +
      `p99 ${round(p99(warmup))} ms, in each ${WINDOW_MS / 1000} s: ${windowsOf(warmup)} ms`,
  );
}

/** The floor: a bare `ws` echo server in its own process, the same sockets and load. */
export async function echoBaseline(sockets: number, load: Load): Promise<Measured> {
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
    const measured = await warmThenMeasure(load, (driven) =>
      drive(
        driven,
        echoSockets,
        (_from, seq) => JSON.stringify({ seq }),
        (data) => (JSON.parse(data) as { seq?: number }).seq,
      ),
    );
    echoSockets.forEach((socket) => socket.close());
    return measured;
  } finally {
    echoProcess.kill('SIGTERM');
  }
}

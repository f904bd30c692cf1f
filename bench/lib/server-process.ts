import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * An error line without the statement's text, which drizzle repeats in full: its message's
 * first line and its last, where pino appends the database's own error (the cause's message).
 */
function briefly(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    const lines = entry.err?.message?.split('\n') ?? [];
    const last = lines.length > 1 ? ` … ${lines.at(-1)?.slice(-200)}` : '';
    return `${entry.msg ?? ''}: ${lines[0] ?? ''}${last}`;
  } catch {
    return line.slice(0, 500);
  }
}

/** How many of a server's error lines a bench prints. */
const MAX_ERRORS_SHOWN = 5;

/**
 * The real server in its own process (so the load generator does not share its event loop),
 * on the given PostgreSQL database, or on the embedded one in `env.DATA_DIR` when
 * `databaseUrl` is undefined; resolves with its address once it listens.
 */
export function startServerProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
) {
  return new Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }>(
    (resolve, reject) => {
      // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
      const profile = process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
      // BENCH_NODE_FLAGS: Node or V8 flags for the server alone (not the load generator).
      const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
      const child = spawn(process.execPath, [...profile, ...flags, '--import', 'tsx', main], {
        env: {
          ...process.env,
          // Empty counts as unset: the embedded database, even if the shell sets one.
          DATABASE_URL: databaseUrl ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
          JWT_SECRET: BENCH_JWT_SECRET,
          LOG_LEVEL: 'info',
          NODE_ENV: 'production',
          // Production refuses to start without these; the benches send no mail.
          SMTP_URL: 'smtp://127.0.0.1:2525',
          PUBLIC_URL: 'http://localhost:3000',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      // The server's errors reach the bench's output (the first few of each run): a message the
      // server failed on is a bug to read, not only a lost message in the figures.
      let errorsShown = 0;
      // BENCH_SERVER_LOG=<file>: everything the server writes (with --trace-gc, its collections).
      const log = process.env.BENCH_SERVER_LOG
        ? createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' })
        : undefined;
      child.stdout?.on('data', (chunk: Buffer) => {
        log?.write(chunk);
        for (const line of chunk.toString().split('\n')) {
          if (errorsShown < MAX_ERRORS_SHOWN && /"level":(50|60)/.test(line)) {
            errorsShown++;
            process.stderr.write(`server error: ${briefly(line)}\n`);
          }
        }
        const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(
          chunk.toString(),
        );
        if (!match?.[1]) return;
        const url = match[1];
        resolve({
          url,
          process: child,
          stop: () =>
            new Promise<void>((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => (log ? log.end(done) : done()));
              child.kill('SIGTERM');
            }),
        });
      });
    },
  );
}

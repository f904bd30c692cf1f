import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findExecutable, postgresBinDir } from './executables';
import { freePort } from './processes';

const run = promisify(execFile);

/** initdb or pg_ctl from `pg_config --bindir`, else from PATH. */
const postgresTool = (name: string) => findExecutable(name, postgresBinDir());

/** Why a private PostgreSQL cannot be started here, or undefined when it can. */
export function postgresServerMissing(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!postgresTool(tool)) return `${tool} is not in \`pg_config --bindir\` or on PATH`;
  }
  const user = userInfo().username;
  if (user !== 'root' && user !== 'postgres')
    return 'it runs PostgreSQL as the postgres user (root needed)';
  return undefined;
}

/** Runs a PostgreSQL tool as the postgres user (PostgreSQL refuses to run as root). */
export async function asPostgres(tool: string, args: string[], timeoutMs: number) {
  const path = postgresTool(tool);
  if (!path) throw new Error(`${tool} is not in \`pg_config --bindir\` or on PATH`);
  const command = userInfo().username === 'root' ? 'runuser' : path;
  const fullArgs = userInfo().username === 'root' ? ['-u', 'postgres', '--', path, ...args] : args;
  return run(command, fullArgs, { timeout: timeoutMs });
}

/** A directory the postgres user owns, for a private cluster's data, socket and log. */
export async function postgresOwnedDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  return dir;
}

/**
 * Starts and stops the cluster in `data` on `port` (socket and log in `dir`), without fsync:
 * these clusters are thrown away. `immediate` is a crash as far as clients can tell; `fast` a
 * clean shutdown.
 */
export function clusterControl(data: string, dir: string, port: number) {
  let running = false;
  return {
    async start() {
      if (running) return;
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      await asPostgres(
        'pg_ctl',
        ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start'],
        40_000,
      );
      running = true;
    },
    async stop(mode: 'fast' | 'immediate' = 'fast') {
      if (!running) return;
      running = false;
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'], 40_000);
    },
  };
}

/**
 * A private PostgreSQL (the installed version) in a temporary directory on a free port, for tests that stop and
 * restart it (never the machine's shared one). `stop` and `start` keep its data and port;
 * `remove` (in afterAll) stops it and deletes the directory.
 */
export async function startPostgresServer() {
  const dir = await postgresOwnedDir('partnerly-pg-');
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], 60_000);
  const { start, stop } = clusterControl(data, dir, port);

  async function remove() {
    await stop('immediate').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    await start();
  } catch (error) {
    await remove();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, start, stop, remove };
}

export type PostgresServer = Awaited<ReturnType<typeof startPostgresServer>>;

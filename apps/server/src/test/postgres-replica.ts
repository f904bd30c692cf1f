import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminQuery } from './admin-query';
import { asPostgres, type PostgresServer } from './postgres-server';
import { freePort } from './processes';

const run = promisify(execFile);

/**
 * A streaming standby of a private primary (startPostgresServer), as an operator builds one:
 * `pg_basebackup -R` copies the primary and writes the settings that make it follow, then it
 * starts on a port of its own. `pauseReplay` / `resumeReplay` hold it behind on purpose.
 */
export async function startStandby(primary: PostgresServer) {
  const dir = mkdtempSync(join(tmpdir(), 'partnerly-standby-'));
  const data = join(dir, 'data');
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  const baseBackup = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  await asPostgres(
    'pg_basebackup',
    [...baseBackup, '-D', data, '-R', '-X', 'stream', '-N'],
    60_000,
  );

  async function start() {
    if (running) return;
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await asPostgres(
      'pg_ctl',
      ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start'],
      40_000,
    );
    running = true;
  }

  async function stop() {
    if (!running) return;
    running = false;
    await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'], 40_000);
  }

  await start();
  return {
    url,
    start,
    stop,
    pauseReplay: () => adminQuery(url, 'select pg_wal_replay_pause()'),
    resumeReplay: () => adminQuery(url, 'select pg_wal_replay_resume()'),
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

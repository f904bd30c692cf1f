import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { adminQuery } from './admin-query';
import {
  asPostgres,
  clusterControl,
  postgresOwnedDir,
  type PostgresServer,
} from './postgres-server';
import { freePort } from './processes';

/**
 * A streaming standby of a private primary (startPostgresServer), as an operator builds one:
 * `pg_basebackup -R` copies the primary and writes the settings that make it follow, then it
 * starts on a port of its own. `pauseReplay` / `resumeReplay` hold it behind on purpose.
 */
export async function startStandby(primary: PostgresServer) {
  const dir = await postgresOwnedDir('partnerly-standby-');
  const data = join(dir, 'data');
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const baseBackup = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  await asPostgres(
    'pg_basebackup',
    [...baseBackup, '-D', data, '-R', '-X', 'stream', '-N'],
    60_000,
  );
  // A standby stopped `immediate` restarts from its last restartpoint and follows again.
  const cluster = clusterControl(data, dir, port);
  const stop = () => cluster.stop('immediate');

  await cluster.start();
  return {
    url,
    start: cluster.start,
    stop,
    pauseReplay: () => adminQuery(url, 'select pg_wal_replay_pause()'),
    resumeReplay: () => adminQuery(url, 'select pg_wal_replay_resume()'),
    async remove() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

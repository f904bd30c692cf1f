import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first `name` in `dirs`, then on PATH, that can be run; undefined when there is none. */
export function findExecutable(name: string, dirs: string[] = []): string | undefined {
  const path = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return [...dirs, ...path].map((dir) => join(dir, name)).find(isExecutable);
}

/**
 * PostgreSQL's server programs (initdb, pg_ctl) live outside PATH on Debian, in a folder named
 * after the major version; `pg_config --bindir` names it whichever version is installed.
 */
export function postgresBinDir(): string[] {
  const pgConfig = findExecutable('pg_config');
  if (!pgConfig) return [];
  try {
    return [execFileSync(pgConfig, ['--bindir'], { encoding: 'utf8' }).trim()];
  } catch {
    return [];
  }
}

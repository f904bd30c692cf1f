import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database may be opened by one process at a time. The server records its pid
 * here; other tools (the admin CLI) refuse to open the database while that process lives.
 */
const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

export function holdDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

/** The pid of a live server using the data directory, if any. */
export function serverUsingDataDir(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

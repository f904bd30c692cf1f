/**
 * The admin commands themselves (`npm run admin`, `admin.ts`): `grant <username>`,
 * `revoke <username>`, `audit [count]`, `jobs` and `jobs retry <id>`. Apart from the process
 * they run in, so that their tests run them in the test's own process (decision 126).
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobsRepository } from '../lib/jobs/jobs.repository';
import { users } from '../db/schema';
import { serverUsingDataDir } from '../lib/data-dir-lock';
import { auditRepository } from '../features/admin/audit.repository';

/** Why a command stopped: the entry prints it as one line and exits with code 1. */
export class CommandFailure extends Error {}

function fail(message: string): never {
  throw new CommandFailure(message);
}

/** Where a command writes its answer: the process's stdout, or a test's buffer. */
export interface Output {
  write(text: string): unknown;
}

const USAGE =
  'Usage: npm run admin -- grant <username> | revoke <username> | audit [count] | jobs | jobs retry <id>';

/** One line per job: id, name, state, attempts, when it runs next, and its last error. */
async function listJobs(database: DatabaseHandle, out: Output) {
  const open = await jobsRepository(database.db).open();
  if (open.length === 0) {
    out.write('No waiting or failed jobs.\n');
    return;
  }
  for (const job of open) {
    const state = job.failedAt
      ? `failed ${job.failedAt.toISOString()}`
      : job.lockedBy
        ? 'running'
        : job.repeatSeconds
          ? `repeats, next ${job.runAt.toISOString()}`
          : `waiting, runs ${job.runAt.toISOString()}`;
    const error = job.lastError ? `  last error: ${job.lastError.replace(/\s+/g, ' ')}` : '';
    out.write(
      `${job.id}  ${job.name}  ${state}  attempts ${job.attempts}/${job.maxAttempts}${error}\n`,
    );
  }
}

/**
 * Runs one command. The configuration is read only once the arguments hold, so that a usage
 * mistake is told before a bad setting.
 */
export async function runAdmin(args: string[], config: () => Config, out: Output): Promise<void> {
  const [command, argument, third] = args;
  if (!command || !['grant', 'revoke', 'audit', 'jobs'].includes(command)) fail(USAGE);
  if ((command === 'grant' || command === 'revoke') && !argument) fail(USAGE);
  if (command === 'jobs' && argument && (argument !== 'retry' || !/^\d{1,10}$/.test(third ?? ''))) {
    fail(USAGE);
  }

  const settings = config();
  if (!settings.databaseUrl) {
    const pid = serverUsingDataDir(settings.dataDir);
    if (pid) {
      fail(
        `The server (pid ${pid}) has the embedded database open; stop it first, then run this again.`,
      );
    }
  }

  const database = await openDatabase(settings);
  try {
    if (command === 'jobs') {
      if (!argument) return await listJobs(database, out);
      const retried = await jobsRepository(database.db).retry(Number(third), new Date());
      if (!retried)
        fail(`No waiting or failed job ${third} (done and running jobs stay as they are).`);
      out.write(`Job ${third} is queued again; a running server takes it within a second.\n`);
      return;
    }
    const audit = auditRepository(database.db);
    if (command === 'audit') {
      const entries = await audit.latest(Number(argument ?? 50) || 50);
      if (entries.length === 0) out.write('No admin actions recorded yet.\n');
      for (const entry of entries.reverse()) {
        out.write(
          `${entry.createdAt.toISOString()}  ${entry.adminName}  ${entry.action}  ${entry.target}\n`,
        );
      }
      return;
    }
    const isAdmin = command === 'grant';
    const updated = await database.db
      .update(users)
      .set({ isAdmin })
      .where(sql`lower(${users.username}) = ${argument?.toLowerCase()}`)
      .returning({ id: users.id, username: users.username });
    const user = updated[0];
    if (!user) fail(`No user named "${argument}".`);
    await audit.record({
      admin: 'cli',
      action: `admin.${command}`,
      target: `user:${user.username}`,
    });
    out.write(
      isAdmin ? `${user.username} is now an admin.\n` : `${user.username} is no longer an admin.\n`,
    );
  } finally {
    await database.close();
  }
}

/**
 * Operator commands: `npm run admin -- grant <username>`, `revoke <username>`, `audit [count]`,
 * `jobs` (waiting and failed background jobs) and `jobs retry <id>`.
 * Admin rights come only from here, never from the API.
 */
import { sql } from 'drizzle-orm';
import { fail, toolConfig } from './tool';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobsRepository } from '../lib/jobs/jobs.repository';
import { users } from '../db/schema';
import { serverUsingDataDir } from '../lib/data-dir-lock';
import { auditRepository } from '../features/admin/audit.repository';

const USAGE =
  'Usage: npm run admin -- grant <username> | revoke <username> | audit [count] | jobs | jobs retry <id>';

/** One line per job: id, name, state, attempts, when it runs next, and its last error. */
async function listJobs(database: DatabaseHandle) {
  const open = await jobsRepository(database.db).open();
  if (open.length === 0) {
    process.stdout.write('No waiting or failed jobs.\n');
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
    process.stdout.write(
      `${job.id}  ${job.name}  ${state}  attempts ${job.attempts}/${job.maxAttempts}${error}\n`,
    );
  }
}

async function main() {
  const [command, argument, third] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'audit', 'jobs'].includes(command)) fail(USAGE);
  if ((command === 'grant' || command === 'revoke') && !argument) fail(USAGE);
  if (command === 'jobs' && argument && (argument !== 'retry' || !/^\d{1,10}$/.test(third ?? ''))) {
    fail(USAGE);
  }

  const config = toolConfig();
  if (!config.databaseUrl) {
    const pid = serverUsingDataDir(config.dataDir);
    if (pid) {
      fail(
        `The server (pid ${pid}) has the embedded database open; stop it first, then run this again.`,
      );
    }
  }

  const database = await openDatabase(config);
  try {
    if (command === 'jobs') {
      if (!argument) return await listJobs(database);
      const retried = await jobsRepository(database.db).retry(Number(third), new Date());
      if (!retried)
        fail(`No waiting or failed job ${third} (done and running jobs stay as they are).`);
      process.stdout.write(
        `Job ${third} is queued again; a running server takes it within a second.\n`,
      );
      return;
    }
    const audit = auditRepository(database.db);
    if (command === 'audit') {
      const entries = await audit.latest(Number(argument ?? 50) || 50);
      if (entries.length === 0) process.stdout.write('No admin actions recorded yet.\n');
      for (const entry of entries.reverse()) {
        process.stdout.write(
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
    process.stdout.write(
      isAdmin ? `${user.username} is now an admin.\n` : `${user.username} is no longer an admin.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

/**
 * Operator commands: `npm run admin -- grant <username>`, `revoke <username>`, `audit [count]`.
 * Admin rights come only from here, never from the API.
 */
import { sql } from 'drizzle-orm';
import { fail, toolConfig } from './tool';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { serverUsingDataDir } from '../lib/data-dir-lock';
import { auditRepository } from '../features/admin/audit.repository';

const USAGE = 'Usage: npm run admin -- grant <username> | revoke <username> | audit [count]';

async function main() {
  const [command, argument] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'audit'].includes(command)) fail(USAGE);
  if (command !== 'audit' && !argument) fail(USAGE);

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

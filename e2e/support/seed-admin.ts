import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { E2E_ADMIN } from './admin';

/**
 * Adds the e2e admin to the embedded database in `dataDir`. Admin rights come only from the
 * command line, and the CLI refuses while the server holds the database, so this runs first,
 * with the database to itself, and closes it before the server opens it.
 */
export async function seedAdmin(dataDir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    await database.db.insert(users).values({
      username: E2E_ADMIN.username,
      email: E2E_ADMIN.email,
      passwordHash: await hashPassword(E2E_ADMIN.password),
      isAdmin: true,
    });
  } finally {
    await database.close();
  }
}

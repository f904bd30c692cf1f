import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery, databaseUrlOn } from './admin-query';

/**
 * A database of its own on the server named by `serverUrl` (TEST_DATABASE_URL), copied from
 * the suite's migrated template (src/test/database-template.ts), with the means to drop it.
 */
export async function createTestDatabase(serverUrl: string) {
  const name = `partnerly_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages, jobs } from '../../db/schema';
import { createDurableDatabase } from '../../test/durable-database';

const writer = fileURLToPath(new URL('../../test/commit-then-die.ts', import.meta.url));
let durable: Awaited<ReturnType<typeof createDurableDatabase>> | undefined;
afterEach(async () => {
  await durable?.remove();
});

/** Runs the writer against the test's database; resolves with the signal that ended it. */
function runWriter(env: Record<string, string>) {
  const config: { databaseUrl?: string; pgliteDir?: string } = durable?.config ?? {};
  return new Promise<NodeJS.Signals | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer], {
      env: {
        ...process.env,
        ...(config.databaseUrl
          ? { DATABASE_URL: config.databaseUrl }
          : { PGLITE_DIR: config.pgliteDir ?? '' }),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve(signal));
  });
}

async function stored() {
  if (!durable) throw new Error('no database');
  const database = await durable.open();
  try {
    return {
      messages: (await database.db.select().from(contactMessages)).length,
      jobs: (await database.db.select().from(jobs)).map((job) => job.name),
    };
  } finally {
    await database.close();
  }
}

describe("jobs in the writer's transaction", () => {
  it('has the job of a committed write even when the process is killed right after the commit', async () => {
    durable = await createDurableDatabase();
    (await durable.open()).close();
    expect(await runWriter({})).toBe('SIGKILL');
    expect(await stored()).toEqual({ messages: 1, jobs: ['contact.thanks'] });
  }, 60_000);

  it('has neither the write nor its job when the process dies before the commit', async () => {
    durable = await createDurableDatabase();
    (await durable.open()).close();
    expect(await runWriter({ DIE_BEFORE_COMMIT: '1' })).toBe('SIGKILL');
    expect(await stored()).toEqual({ messages: 0, jobs: [] });
  }, 60_000);
});

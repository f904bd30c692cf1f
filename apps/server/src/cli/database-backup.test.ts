import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase, rowsOf, type DatabaseHandle } from '../db/client';
import { links, media, users } from '../db/schema';
import { createTestApp } from '../test/app';
import { testConfig } from '../test/config';
import { buildPaidUser } from '../test/factories';
import { BackupError, backupDatabase, restoreDatabase } from './database-backup';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.log('database-backup.test: PostgreSQL round trip skipped, it needs TEST_DATABASE_URL');

const cli = fileURLToPath(new URL('./backup.ts', import.meta.url));
const PICTURE = Buffer.from('not really a jpeg, but bytes all the same');

/** Users with a profile, a picture and a link, and a conversation between them. */
async function seed(app: FastifyInstance) {
  const ada = await buildPaidUser(app, { bio: 'Kept by the backup', tags: ['travel'] });
  const bob = await buildPaidUser(app);
  await app.database.db
    .insert(media)
    .values({ hash: 'a'.repeat(64), contentType: 'image/jpeg', bytes: PICTURE });
  await app.database.db
    .update(users)
    .set({ pictureHash: 'a'.repeat(64) })
    .where(sql`${users.id} = ${ada.id}`);
  await app.database.db
    .insert(links)
    .values({ userId: ada.id, title: 'Site', url: 'https://ada.example.com' });
  await app.services.chat.send(ada, 'Hello from before the backup', bob.username);
  return { ada, bob };
}

/** What the round trip must keep, read straight from the database. */
async function contents(database: DatabaseHandle) {
  const query = async (text: string) =>
    rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(text)));
  return {
    users: await query('select username, bio, tags, picture_hash from users order by id'),
    links: await query('select title, url from links'),
    media: (await query('select bytes from media')).map((row) =>
      Buffer.from(row.bytes as Uint8Array).toString(),
    ),
    messages: await query('select text from messages'),
  };
}

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let config: Config;
  let before: Awaited<ReturnType<typeof contents>>;
  const file = () => join(dataDir, '..', `${dataDir.split('/').pop()}.tar.gz`);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'partnerly-backup-'));
    config = testConfig({ dataDir, pgliteDir: join(dataDir, 'db') });
    const app = await buildApp(config, { logger: false });
    await seed(app);
    before = await contents(app.database);
    await app.close();
  }, 60_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(file(), { force: true });
  });

  it('backs up, survives a wipe and restores users, profiles, pictures and messages', async () => {
    await backupDatabase(config, file());
    rmSync(config.pgliteDir, { recursive: true });

    expect(await restoreDatabase(config, file())).toBe(`Restored into ${config.pgliteDir}.`);
    const database = await openDatabase(config);
    const after = await contents(database);
    await database.close();
    expect(after).toEqual(before);
    expect(after.users[0]).toMatchObject({ bio: 'Kept by the backup', tags: ['travel'] });
    expect(after.media).toEqual([PICTURE.toString()]);
    expect(after.messages).toEqual([{ text: 'Hello from before the backup' }]);
  }, 60_000);

  it('refuses to replace a database with users unless forced, and keeps the old one aside', async () => {
    await expect(restoreDatabase(config, file())).rejects.toThrow(
      /already holds data \(2 users\); pass --force to replace it/,
    );
    const message = await restoreDatabase(config, file(), { force: true });
    expect(message).toMatch(/the database it replaced is in .+db\.before-restore-/);
    expect(readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);
  }, 60_000);

  it('refuses with one line while the server holds the database', async () => {
    const server = spawn('sleep', ['30']);
    try {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dataDir, 'server.pid'), String(server.pid));
      const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'backup', file()], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `The server (pid ${server.pid}) has the embedded database open; stop it first, then run this again.`,
      );
      await expect(backupDatabase(config, file())).rejects.toThrow(BackupError);
    } finally {
      server.kill();
      rmSync(join(dataDir, 'server.pid'), { force: true });
    }
  }, 30_000);
});

describe.skipIf(!onPostgres)('backup and restore of PostgreSQL', () => {
  it('backs up with pg_dump, survives a wipe and restores with pg_restore', async () => {
    const app = await createTestApp();
    const dir = mkdtempSync(join(tmpdir(), 'partnerly-pg-backup-'));
    const file = join(dir, 'partnerly.dump');
    try {
      await seed(app);
      const before = await contents(app.database);
      await backupDatabase(app.config, file);
      expect(existsSync(file)).toBe(true);

      await expect(restoreDatabase(app.config, file)).rejects.toThrow(/pass --force/);
      await app.database.db.execute(
        sql.raw('drop schema public cascade; create schema public; drop schema drizzle cascade'),
      );
      expect(await restoreDatabase(app.config, file)).toBe('Restored into PostgreSQL.');
      expect(await contents(app.database)).toEqual(before);
      expect(await restoreDatabase(app.config, file, { force: true })).toBe(
        'Restored into PostgreSQL.',
      );
      expect(await contents(app.database)).toEqual(before);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

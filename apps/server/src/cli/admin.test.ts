import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { eq } from 'drizzle-orm';
import { jobs, users } from '../db/schema';
import { loadConfig } from '../config';
import { CommandFailure, runAdmin } from './admin-commands';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

/** The data directory's embedded database; a new one starts from the suite's migrated template. */
const embedded = (dataDir: string) => ({
  pgliteDir: join(dataDir, 'db'),
  pgliteTemplate: inject('pgliteTemplate'),
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real command line, in a process of its own: what an operator runs. */
function spawnCli(args: string[], env: Record<string, string>) {
  return new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The same commands in this process, as the entry runs them, with its exit code and stderr
 * line: a process for each took 3-4 s (tsx and every module loaded again), ten a run (decision
 * 126). The entry itself is proven by the spawned cases.
 */
async function run(args: string[], env: { DATA_DIR: string }): Promise<Run> {
  let stdout = '';
  const out = { write: (text: string) => (stdout += text) };
  const config = () => loadConfig({ ...process.env, ...env }, { tool: true });
  try {
    await runAdmin(args, config, out);
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    return { code: 1, stdout, stderr: `${error.message}\n` };
  }
}

describe('npm run admin', () => {
  it('grants and revokes admin rights and shows them in the audit log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-cli-'));
    const database = await openDatabase(embedded(dataDir));
    await database.db.insert(users).values({ username: 'Boss', email: 'boss@example.com' });
    await database.close();

    const granted = await spawnCli(['grant', 'boss'], { DATA_DIR: dataDir });
    expect(granted).toMatchObject({ code: 0, stdout: 'Boss is now an admin.\n' });
    const revoked = await run(['revoke', 'Boss'], { DATA_DIR: dataDir });
    expect(revoked.stdout).toBe('Boss is no longer an admin.\n');
    const audit = await run(['audit'], { DATA_DIR: dataDir });
    expect(audit.stdout).toMatch(
      /command line {2}admin\.grant {2}user:Boss\n.*admin\.revoke {2}user:Boss\n$/,
    );
    const unknown = await spawnCli(['grant', 'nobody'], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stderr: 'No user named "nobody".\n' });
  }, 60_000);

  it('refuses to open the embedded database while the server has it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-cli-'));
    // The test runner itself is a live process standing in for the server.
    writeFileSync(join(dataDir, 'server.pid'), String(process.pid));
    // From a process of its own: a data directory held by this very process is its own.
    const result = await spawnCli(['grant', 'boss'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The server \(pid \d+\) has the embedded database open; stop it first/,
    );
  });

  it('lists waiting and failed jobs and queues a failed one again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-cli-'));
    const database = await openDatabase(embedded(dataDir));
    const [failed] = await database.db
      .insert(jobs)
      .values({
        name: 'auth.code-mail',
        payload: {},
        runAt: new Date('2026-11-01T10:00:00Z'),
        attempts: 10,
        maxAttempts: 10,
        lastError: 'connect ECONNREFUSED\n127.0.0.1:25',
        failedAt: new Date('2026-11-01T10:08:00Z'),
      })
      .returning({ id: jobs.id });
    await database.db.insert(jobs).values({
      name: 'notifications.account-mail',
      payload: {},
      runAt: new Date('2026-12-01T10:00:00Z'),
      maxAttempts: 10,
    });
    await database.close();

    const listed = await run(['jobs'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(
      `${failed?.id}  auth.code-mail  failed 2026-11-01T10:08:00.000Z  attempts 10/10  last error: connect ECONNREFUSED 127.0.0.1:25`,
    );
    expect(listed.stdout).toMatch(
      /notifications\.account-mail {2}waiting, runs 2026-12-01T10:00:00\.000Z {2}attempts 0\/10\n/,
    );

    const retried = await run(['jobs', 'retry', String(failed?.id)], { DATA_DIR: dataDir });
    expect(retried).toMatchObject({ code: 0 });
    expect(retried.stdout).toContain(`Job ${failed?.id} is queued again`);
    const reopened = await openDatabase(embedded(dataDir));
    const [row] = await reopened.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? 0));
    await reopened.close();
    expect(row).toMatchObject({ attempts: 0, failedAt: null });

    const unknown = await run(['jobs', 'retry', '999999'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect((await run(['jobs', 'retry', 'x'], { DATA_DIR: dataDir })).code).toBe(1);
  }, 60_000);

  it('explains its usage', async () => {
    const result = await spawnCli([], {});
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toContain('Usage: npm run admin -- grant <username>');
  });
});

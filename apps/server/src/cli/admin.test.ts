import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
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

describe('npm run admin', () => {
  it('grants and revokes admin rights and shows them in the audit log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-cli-'));
    const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
    await database.db.insert(users).values({ username: 'Boss', email: 'boss@example.com' });
    await database.close();

    const granted = await run(['grant', 'boss'], { DATA_DIR: dataDir });
    expect(granted).toMatchObject({ code: 0, stdout: 'Boss is now an admin.\n' });
    const revoked = await run(['revoke', 'Boss'], { DATA_DIR: dataDir });
    expect(revoked.stdout).toBe('Boss is no longer an admin.\n');
    const audit = await run(['audit'], { DATA_DIR: dataDir });
    expect(audit.stdout).toMatch(
      /command line {2}admin\.grant {2}user:Boss\n.*admin\.revoke {2}user:Boss\n$/,
    );
    const unknown = await run(['grant', 'nobody'], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stderr: 'No user named "nobody".\n' });
  }, 60_000);

  it('refuses to open the embedded database while the server has it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-cli-'));
    // The test runner itself is a live process standing in for the server.
    writeFileSync(join(dataDir, 'server.pid'), String(process.pid));
    const result = await run(['grant', 'boss'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The server \(pid \d+\) has the embedded database open; stop it first/,
    );
  });

  it('explains its usage', async () => {
    const result = await run([], {});
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toContain('Usage: npm run admin -- grant <username>');
  });
});

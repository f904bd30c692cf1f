import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startSmtpSink } from './test/smtp-sink';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Run {
  code: number | null;
  stderr: string;
}

/** Starts the real server process; `whenUp` runs once it listens, then it gets `signal`. */
function runServer(
  env: Record<string, string>,
  whenUp?: (url: string) => Promise<void>,
  signal: NodeJS.Signals = 'SIGTERM',
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      // A JWT_SECRET, since REDIS_URL may come in from the environment of a test run.
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        JWT_SECRET: 'main-test-secret-main-test-secret-0123456789',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let failure: unknown;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(
        chunk.toString(),
      );
      if (match?.[1] && whenUp) {
        whenUp(match[1])
          .catch((error: unknown) => (failure = error))
          .finally(() => child.kill(signal));
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => (failure ? reject(failure) : resolve({ code, stderr })));
  });
}

describe('server process', () => {
  it('stops with exit code 1 and one clear line on a bad PORT', async () => {
    const run = await runServer({ PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Invalid configuration: PORT .+$/);
  });

  it('stops with exit code 1 and one clear line on a bad DATABASE_URL', async () => {
    const run = await runServer({ DATABASE_URL: 'http://example.com/db' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL');
  });

  it('stops with exit code 1 and one line naming JWT_SECRET in production without it', async () => {
    const run = await runServer({
      NODE_ENV: 'production',
      JWT_SECRET: '',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://partnerly.example.com',
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: JWT_SECRET must be set when NODE_ENV=production',
    );
  });

  it('serves on a real socket, shuts down on SIGTERM and keeps its data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-main-'));
    const message = {
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'Hello',
      message: 'Kept across restarts',
    };
    const first = await runServer({ DATA_DIR: dataDir }, async (url) => {
      const health = await fetch(`${url}/api/health`);
      // `redis` joins in when the test run sets REDIS_URL.
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
      const sent = await fetch(`${url}/api/contact_us/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      expect(sent.status).toBe(200);
    });
    expect(first.code).toBe(0);

    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'db'));
    const rows = await db.query<{ subject: string }>('select subject from contact_messages');
    await db.close();
    expect(rows.rows).toEqual([{ subject: 'Hello' }]);
  }, 60_000);

  it('sends a mail it was sending when killed within seconds of the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-crash-'));
    // A mail server that takes the connection and never answers: the mail job is mid-run.
    let connection: () => void = () => undefined;
    const connected = new Promise<void>((resolve) => (connection = resolve));
    const hanging = createServer(() => connection());
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    const email = 'crash@example.com';
    const killed = await runServer(
      { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` },
      async (url) => {
        const sent = await fetch(`${url}/api/CreateVCode/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(sent.status).toBe(200);
        await connected;
      },
      'SIGKILL',
    );
    expect(killed.code).toBeNull();
    hanging.close();

    const smtp = await startSmtpSink();
    try {
      const restarted = await runServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url }, async () => {
        // The dead worker's lock would hold the job for five minutes.
        const mail = await smtp.lastTo(email, 20_000);
        expect(mail.subject).toMatch(/Partnerly code: \d{6}/);
      });
      expect(restarted.code).toBe(0);
    } finally {
      await smtp.close();
    }
  }, 90_000);
});

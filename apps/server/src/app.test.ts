import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, isNotNull } from 'drizzle-orm';
import { jobs } from './db/schema';
import { createTestApp } from './test/app';

function fakeWebBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'partnerly-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Partnerly</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  return dir;
}

describe('app shell', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ webDistDir: fakeWebBuild() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports database reachability on /api/health', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 on /api/health when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject('/api/health/');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject('/api/no-such-thing/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers with a CSP', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, never cached, for client routes', async () => {
    for (const path of ['/', '/pricing', '/settings/', '/manage/admin']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Partnerly</title>');
    }
  });

  it('answers unknown pages with the app and HTTP 404', async () => {
    for (const path of ['/no-such-user', '/this/page/does-not-exist']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Partnerly</title>');
    }
  });

  it('revalidates unhashed public files', async () => {
    const response = await app.inject('/manifest.webmanifest');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('an instance that only answers requests (RUN_JOBS=false)', () => {
  const stateOf = async (app: FastifyInstance, id: number) => {
    const [row] = await app.database.db.select().from(jobs).where(eq(jobs.id, id));
    return { attempts: row?.attempts, done: Boolean(row?.doneAt) };
  };

  it('queues jobs but runs none and registers no repeating ones; a worker instance runs them', async () => {
    const web = await createTestApp({ runJobs: false });
    try {
      await web.ready();
      const id = await web.services.jobs.enqueue('chat.reply-times', {});
      // Longer than a worker's poll: a running worker would have claimed it by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await stateOf(web, id)).toEqual({ attempts: 0, done: false });
      const repeating = await web.database.db.select().from(jobs).where(isNotNull(jobs.key));
      expect(repeating).toEqual([]);
    } finally {
      await web.close();
    }

    const worker = await createTestApp();
    try {
      await worker.ready();
      const id = await worker.services.jobs.enqueue('chat.reply-times', {});
      await expect
        .poll(() => stateOf(worker, id), { timeout: 10_000 })
        .toEqual({
          attempts: 1,
          done: true,
        });
    } finally {
      await worker.close();
    }
  });
});

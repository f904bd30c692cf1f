import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import webpush from 'web-push';
import type { Config } from '../config';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../lib/push-origins';

/**
 * One per worker: files share their worker's modules (decision 075), so this alone would let
 * two files of one worker count each other's budgets for members with the same ids.
 */
const REDIS_NAMESPACE = `test-${randomUUID()}:`;

/**
 * The Redis keys and channels of one deployment: the instances on one database share them, as
 * real instances do, and no other test file (whose database and member ids are its own) sees
 * them. On PGlite, where each app has its own database in memory, the worker's namespace.
 */
const redisNamespaceOf = (databaseUrl: string | undefined) =>
  databaseUrl ? `test-${new URL(databaseUrl).pathname.slice(1)}:` : REDIS_NAMESPACE;

/** One key pair per file, as an operator's would be per deployment. */
const VAPID_KEYS = webpush.generateVAPIDKeys();

/** A complete configuration for tests: in-memory PGlite, no mail, no Stripe, no Redis. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = join(tmpdir(), 'partnerly-test');
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    pgliteDir: 'memory://',
    replicas: { urls: [], maxLagSeconds: 5 },
    chatWriteLanes: 1,
    pgliteTemplate: inject('pgliteTemplate'),
    publicUrl: 'http://localhost:3000',
    mailFrom: 'Partnerly <no-reply@partnerly.test>',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    twoFactorKey: 'test-two-factor-key-test-two-factor-key-0123',
    stripe: {},
    dealPayments: { connect: false, feePercent: 5 },
    google: { jwksUrl: 'http://127.0.0.1:1/jwks' },
    platforms: { instagram: {}, youtube: {}, tiktok: {} },
    socialRefreshSeconds: 86_400,
    trustProxy: false,
    runJobs: true,
    logLevel: 'silent',
    webDistDir: join(dataDir, 'no-web-build'),
    redisNamespace: redisNamespaceOf(overrides.databaseUrl),
    unreadEmailDelaySeconds: 600,
    vapid: { ...VAPID_KEYS, subject: 'mailto:ops@partnerly.test' },
    pushServiceOrigins: DEFAULT_PUSH_SERVICE_ORIGINS,
    ...overrides,
  };
}

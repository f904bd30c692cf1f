import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import webpush from 'web-push';
import type { Config } from '../config';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../features/notifications/push-endpoints';

/**
 * One per test file (each file loads this module anew): the file's apps share Redis keys and
 * channels with each other, as instances do, and with no other file running beside them.
 */
const REDIS_NAMESPACE = `test-${randomUUID()}:`;

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
    pgliteTemplate: inject('pgliteTemplate') || undefined,
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
    redisNamespace: REDIS_NAMESPACE,
    unreadEmailDelaySeconds: 600,
    vapid: { ...VAPID_KEYS, subject: 'mailto:ops@partnerly.test' },
    pushServiceOrigins: DEFAULT_PUSH_SERVICE_ORIGINS,
    ...overrides,
  };
}

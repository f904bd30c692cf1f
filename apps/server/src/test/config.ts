import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';

/** A complete configuration for tests: in-memory PGlite, no mail, no Stripe, no Redis. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = join(tmpdir(), 'partnerly-test');
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    pgliteDir: 'memory://',
    publicUrl: 'http://localhost:3000',
    mailFrom: 'Partnerly <no-reply@partnerly.test>',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    stripe: {},
    google: { jwksUrl: 'http://127.0.0.1:1/jwks' },
    trustProxy: false,
    logLevel: 'silent',
    webDistDir: join(dataDir, 'no-web-build'),
    ...overrides,
  };
}

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'partnerly-config-'));

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(join(dir, 'db'));
    expect(config.trustProxy).toBe(false);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('generates VAPID keys once into DATA_DIR, or takes both from the environment', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Partnerly <hi@partnerly.example>' });
    expect(first.vapid.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.vapid.subject).toBe('mailto:hi@partnerly.example');
    expect(loadConfig({ DATA_DIR: dir }).vapid.privateKey).toBe(first.vapid.privateKey);
    const given = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'https://partnerly.example',
    }).vapid;
    expect(given).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'https://partnerly.example',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: 'public' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be between 0 and 65535$/],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/,
    ],
    [{ REDIS_URL: 'not a url' }, /^Invalid configuration: REDIS_URL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [
      { UNREAD_EMAIL_DELAY_SECONDS: '0' },
      /^Invalid configuration: UNREAD_EMAIL_DELAY_SECONDS must be between 1 and 86400$/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  describe('deployment guards', () => {
    const SECRET = 'a-shared-secret-of-at-least-32-characters';
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://partnerly.example.com',
    };

    it('starts in production with the secret, the mail server and the public address', () => {
      const config = loadConfig({ DATA_DIR: dataDir(), ...production });
      expect(config.env).toBe('production');
      expect(config.jwtSecret).toBe(SECRET);
    });

    it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'])(
      'refuses production without %s, naming it in one line',
      (name) => {
        const env = { DATA_DIR: dataDir(), ...production, [name]: '' };
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(
          new RegExp(`^Invalid configuration: ${name} must be set when NODE_ENV=production`),
        );
      },
    );

    it.each([
      ['DATABASE_URL', 'postgres://db.example.com/partnerly'],
      ['REDIS_URL', 'redis://redis.example.com:6379'],
    ])('refuses %s without JWT_SECRET in any NODE_ENV', (name, value) => {
      for (const NODE_ENV of ['development', 'test']) {
        const env = { DATA_DIR: dataDir(), NODE_ENV, [name]: value };
        expect(() => loadConfig(env)).toThrow(
          /^Invalid configuration: JWT_SECRET must be set when DATABASE_URL or REDIS_URL is set/,
        );
        expect(loadConfig({ ...env, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
      }
    });

    it('lets operator tools reach the database without the server-only settings', () => {
      const env = { DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/p' };
      expect(loadConfig(env, { tool: true }).databaseUrl).toBe('postgres://db/p');
    });
  });

  it('reads deal payments: Connect off and a 5% fee by default, the fee from 0 to 30', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).dealPayments).toEqual({
      connect: false,
      feePercent: 5,
      unpaidCancelDays: 7,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_CONNECT: 'true',
      PLATFORM_FEE_PERCENT: '7.5',
    });
    expect(set.dealPayments).toEqual({ connect: true, feePercent: 7.5, unpaidCancelDays: 7 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), UNPAID_ORDER_CANCEL_DAYS: '3' }).dealPayments
        .unpaidCancelDays,
    ).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir(), UNPAID_ORDER_CANCEL_DAYS: '0' })).toThrow(
      'Invalid configuration: UNPAID_ORDER_CANCEL_DAYS must be between 1 and 30',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PLATFORM_FEE_PERCENT: '31' })).toThrow(
      'Invalid configuration: PLATFORM_FEE_PERCENT must be between 0 and 30',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_CONNECT: 'yes' })).toThrow(
      'Invalid configuration: STRIPE_CONNECT must be true or false',
    );
  });

  it('runs jobs by default; RUN_JOBS=false only beside PostgreSQL, where other instances run them', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).runJobs).toBe(true);
    const shared = {
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/partnerly',
      JWT_SECRET: 'x'.repeat(32),
    };
    expect(loadConfig({ ...shared, RUN_JOBS: 'false' }).runJobs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RUN_JOBS: 'false' })).toThrow(
      'Invalid configuration: RUN_JOBS=false needs DATABASE_URL',
    );
    expect(() => loadConfig({ ...shared, RUN_JOBS: 'no' })).toThrow(
      'Invalid configuration: RUN_JOBS must be true or false',
    );
  });

  it('reads DATABASE_READ_URL as a list beside DATABASE_URL, and REPLICA_MAX_LAG_SECONDS', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).replicas).toEqual({ urls: [], maxLagSeconds: 5 });
    const shared = {
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://postgres@primary:5432/partnerly',
      JWT_SECRET: 'x'.repeat(32),
    };
    const replicas = 'postgres://r@replica1:5432/partnerly, postgres://r@replica2:5432/partnerly';
    expect(
      loadConfig({ ...shared, DATABASE_READ_URL: replicas, REPLICA_MAX_LAG_SECONDS: '2.5' })
        .replicas,
    ).toEqual({
      urls: ['postgres://r@replica1:5432/partnerly', 'postgres://r@replica2:5432/partnerly'],
      maxLagSeconds: 2.5,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_READ_URL: 'postgres://r@replica1/partnerly' }),
    ).toThrow('Invalid configuration: DATABASE_READ_URL needs DATABASE_URL');
    expect(() =>
      loadConfig({ ...shared, DATABASE_READ_URL: 'postgres://r@replica1/p,mysql://r@x/p' }),
    ).toThrow(/^Invalid configuration: DATABASE_READ_URL must be a postgres:\/\//);
    expect(() => loadConfig({ ...shared, REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(
      'Invalid configuration: REPLICA_MAX_LAG_SECONDS must be between 0.1 and 3600',
    );
  });

  it('reads CHAT_WRITE_LANES, one by default, and refuses anything but a whole number from 1 to 8', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chatWriteLanes).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), CHAT_WRITE_LANES: '3' }).chatWriteLanes).toBe(3);
    for (const value of ['0', '9', '1.5', 'two', 'Infinity']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CHAT_WRITE_LANES: value })).toThrow(
        'Invalid configuration: CHAT_WRITE_LANES must be a whole number from 1 to 8',
      );
    }
  });

  it('reads METRICS_TOKEN and refuses a short one', () => {
    const token = 'metrics-token-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters$/,
    );
  });

  it('reads the platform apps, their stand-in bases and SOCIAL_REFRESH_SECONDS', () => {
    const plain = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'google-id' });
    expect(plain.platforms).toEqual({
      instagram: { clientId: undefined, clientSecret: undefined, apiBase: undefined },
      youtube: { clientId: undefined, clientSecret: undefined, apiBase: undefined },
      tiktok: { clientId: undefined, clientSecret: undefined, apiBase: undefined },
    });
    expect(plain.socialRefreshSeconds).toBe(86_400);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      INSTAGRAM_CLIENT_ID: 'ig',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
      INSTAGRAM_API_BASE: 'http://127.0.0.1:9000/',
      SOCIAL_REFRESH_SECONDS: '60',
    });
    expect(config.platforms.youtube).toMatchObject({
      clientId: 'google-id',
      clientSecret: 'google-secret',
    });
    expect(config.platforms.instagram.apiBase).toBe('http://127.0.0.1:9000');
    expect(config.socialRefreshSeconds).toBe(60);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SOCIAL_REFRESH_SECONDS: '59' })).toThrow(
      /^Invalid configuration: SOCIAL_REFRESH_SECONDS must be at least 60$/,
    );
    // Only a test server may read every few seconds (the journeys that watch the refresh job).
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', SOCIAL_REFRESH_SECONDS: '10' })
        .socialRefreshSeconds,
    ).toBe(10);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', SOCIAL_REFRESH_SECONDS: '9' }),
    ).toThrow(
      /^Invalid configuration: SOCIAL_REFRESH_SECONDS must be at least 10 when NODE_ENV=test$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TIKTOK_CLIENT_KEY: 'key' })).toThrow(
      /^Invalid configuration: TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET must be set together$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), YOUTUBE_API_BASE: 'ftp://x' })).toThrow(
      /^Invalid configuration: YOUTUBE_API_BASE must be a http\(s\):\/\/ URL$/,
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.0/8',
    );
    const hops = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops).toBe('function');
  });
});

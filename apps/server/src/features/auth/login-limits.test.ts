import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisServerMissing, startRedisServer, type RedisServer } from '../../test/redis-server';
import { loginLimits, type LoginLimitSettings } from './login-limits';

const small: LoginLimitSettings = {
  failuresPerAddress: 3,
  failureWindowSeconds: 60,
  failuresPerAccount: 6,
  accountWindowSeconds: 60,
  slowedAttemptSeconds: 1,
};

/** The status `check` answers: 'ok' or the 429's Retry-After. */
async function verdict(limits: ReturnType<typeof loginLimits>, account: string, address: string) {
  try {
    await limits.check(account, address);
    return 'ok';
  } catch (error) {
    return `429 after ${(error as { headers: Record<string, string> }).headers['Retry-After']}`;
  }
}

describe('the per-account ceiling', () => {
  it('spaces attempts out from everywhere once reached, but never refuses them for good', async () => {
    const limits = loginLimits(undefined, small);
    for (let i = 0; i < 6; i += 1) await limits.failed('Ada', `10.0.0.${i}`);
    // Each address failed once: none is slowed for itself, but the account is now.
    expect(await verdict(limits, 'ada', '10.9.9.9')).toBe('ok');
    expect(await verdict(limits, 'ada', '10.9.9.8')).toBe('429 after 1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await verdict(limits, 'ada', '10.9.9.8')).toBe('ok');
    // Other accounts are untouched.
    expect(await verdict(limits, 'bob', '10.9.9.8')).toBe('ok');
  });
});

const missing = redisServerMissing();
if (missing) console.log(`login-limits.test: Redis part skipped, ${missing}`);

describe.skipIf(missing)('with Redis', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
    await server.stop();
  });

  it('shares the counts between instances and gives every counter its expiry', async () => {
    const connect = () => {
      const client = new Redis(server.url, { enableOfflineQueue: false });
      clients.push(client);
      return new Promise<Redis>((resolve) => client.once('ready', () => resolve(client)));
    };
    const [one, two] = await Promise.all([connect(), connect()]);
    const first = loginLimits(one, small);
    const second = loginLimits(two, small);
    for (let i = 0; i < 3; i += 1) await first.failed('carol', '10.1.1.1');
    expect(await verdict(second, 'carol', '10.1.1.1')).toMatch(/^429 after \d+$/);
    const keys = await one.keys('*login-fail*');
    expect(keys.length).toBe(2);
    for (const key of keys) expect(await one.pttl(key)).toBeGreaterThan(0);
    await second.succeeded('carol', '10.1.1.1');
    expect(await verdict(first, 'carol', '10.1.1.1')).toBe('ok');
  });
});

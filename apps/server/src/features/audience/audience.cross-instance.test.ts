import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { testConfig } from '../../test/config';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { startPlatformStandIns } from '../../test/platform-stand-ins';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;
const ACCOUNTS = 8;

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'the weekly audience read with two instances on one database',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let standIns: Awaited<ReturnType<typeof startPlatformStandIns>>;

    beforeAll(async () => {
      standIns = await startPlatformStandIns();
      const settings = { redisUrl, platforms: standIns.platforms };
      first = await createTestApp(settings);
      second = await buildApp(testConfig({ ...settings, databaseUrl: first.config.databaseUrl }), {
        logger: false,
      });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await standIns?.close();
    });

    it('reads each account audience once, whichever instance sweeps', async () => {
      const instagram = standIns.instagram;
      const ids: string[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) {
        const user = await buildPaidUser(first);
        const headers = bearer((await login(first, user.username)).access);
        const account = instagram.signIn({
          id: `aud-two-${index}`,
          username: `aud.two.${index}`,
          followers: 500,
          audience: { country: { US: 1 }, age: { '18-24': 1 }, gender: { F: 1 } },
        });
        ids.push(`${account.id}:audience`);
        const start = await first.inject({
          method: 'POST',
          url: '/api/connect/instagram/start/',
          headers,
        });
        const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
        const authorized = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
        const back = new URL(authorized.headers.get('location') ?? '');
        await first.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
      }
      const audienceReads = () => instagram.reads.filter((id) => ids.includes(id));

      await withClockAhead(DAY + 60_000, async () => {
        await Promise.all([
          first.services.connections.refreshDue(),
          second.services.connections.refreshDue(),
        ]);
        await expect.poll(() => audienceReads().length, { timeout: 10_000 }).toBe(ACCOUNTS);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      });
      expect(audienceReads().sort()).toEqual([...ids].sort());
    }, 60_000);
  },
);

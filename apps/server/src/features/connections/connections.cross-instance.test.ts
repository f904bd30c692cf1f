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
const ACCOUNTS = 12;

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'the refresh sweep with two instances on one database',
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

    it('reads each connected account once per period', async () => {
      const tiktok = standIns.tiktok;
      const ids: string[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) {
        const user = await buildPaidUser(first);
        const headers = bearer((await login(first, user.username)).access);
        const account = tiktok.signIn({
          id: `two-${index}`,
          username: `two.${index}`,
          followers: 1,
        });
        ids.push(account.id);
        const start = await first.inject({
          method: 'POST',
          url: '/api/connect/tiktok/start/',
          headers,
        });
        const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
        const authorized = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
        const back = new URL(authorized.headers.get('location') ?? '');
        const done = await first.inject({
          url: `${back.pathname}${back.search}`,
          headers: { cookie },
        });
        expect(done.headers.location).toBe('/profile?connected=tiktok');
      }
      const before = tiktok.reads.length;
      const readsAfter = () => tiktok.reads.slice(before).filter((id) => ids.includes(id));

      // Both instances sweep at the same moment, and their workers may sweep too.
      await withClockAhead(DAY + 60_000, async () => {
        await Promise.all([
          first.services.connections.refreshDue(),
          second.services.connections.refreshDue(),
        ]);
        await expect.poll(() => readsAfter().length, { timeout: 10_000 }).toBe(ACCOUNTS);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      });
      expect(readsAfter().sort()).toEqual([...ids].sort());
    }, 60_000);
  },
);

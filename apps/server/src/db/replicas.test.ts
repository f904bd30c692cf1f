import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../test/config';
import { eventually } from '../test/eventually';
import { bearer, buildPaidUser, buildUser, login } from '../test/factories';
import {
  postgresServerMissing,
  startPostgresServer,
  type PostgresServer,
} from '../test/postgres-server';
import { startStandby } from '../test/postgres-replica';

const METRICS_TOKEN = 'replica-test-metrics-token';
const missing = postgresServerMissing();
if (missing) console.log(`replicas.test: skipped, ${missing}`);

/**
 * DATABASE_READ_URL against a real streaming standby (issue 49): visitors and searchers read
 * it, a member who has just written reads the primary, and a standby that lags or stops is
 * skipped without an error.
 */
describe.skipIf(missing)('read replicas', () => {
  let primary: PostgresServer;
  let standby: Awaited<ReturnType<typeof startStandby>>;
  let app: FastifyInstance;
  let owner: { username: string; access: string };
  let searcher: { access: string };

  const appOn = (maxLagSeconds: number) =>
    buildApp(
      testConfig({
        databaseUrl: primary.url,
        replicas: { urls: [standby.url], maxLagSeconds },
        metricsToken: METRICS_TOKEN,
      }),
      { logger: false },
    );

  const edit = (bio: string, tags: string[] = []) =>
    app.inject({
      method: 'POST',
      url: '/api/edit_profile/',
      headers: bearer(owner.access),
      payload: { bio, tags, countrys: [], checked: true },
    });

  /** The owner's public page as a visitor (no token) or as the owner reads it. */
  const bioSeenBy = async (on: FastifyInstance, access?: string) => {
    const response = await on.inject({
      method: 'POST',
      url: '/api/profile_data/',
      headers: access ? bearer(access) : {},
      payload: { username: owner.username },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ profile: { profile_text: string } }>().profile.profile_text;
  };

  const foundByTag = async (access: string, tag: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/filter_user/',
      headers: bearer(access),
      payload: { countrys_p: [], tags_p: [tag], checked: false },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { username: string }[] }>().data.map((row) => row.username);
  };

  const metric = async (on: FastifyInstance, name: string) => {
    const text = (
      await on.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })
    ).body;
    return Number(new RegExp(`^${name}\\{replica="0"\\} (\\S+)$`, 'm').exec(text)?.[1]);
  };

  beforeAll(async () => {
    primary = await startPostgresServer();
    standby = await startStandby(primary);
    app = await appOn(30);
    const user = await buildPaidUser(app);
    owner = { username: user.username, access: (await login(app, user.username)).access };
    const other = await buildUser(app);
    searcher = { access: (await login(app, other.username)).access };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await standby?.remove();
    await primary?.remove();
  });

  it('migrates the primary only: the standby has every migration by replaying it', async () => {
    const count = `select count(*)::int as n from drizzle.__drizzle_migrations`;
    const { Client } = (await import('pg')).default;
    const countOn = async (url: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ n: number }>(count)).rows[0]?.n;
      } finally {
        await client.end();
      }
    };
    const migrations = await countOn(primary.url);
    expect(migrations).toBeGreaterThan(30);
    await eventually(async () => (await countOn(standby.url)) === migrations, 'the replay');
  });

  it('answers visitors and searchers from the replica, and the writer from the primary', async () => {
    expect((await edit('Before the pause', ['replicabefore'])).statusCode).toBe(200);
    await eventually(async () => (await bioSeenBy(app)) === 'Before the pause', 'the replica');
    await standby.pauseReplay();
    try {
      expect((await edit('Written during the pause', ['replicaduring'])).statusCode).toBe(200);
      // The owner sees their own write at once; a visitor and another member, the replica.
      expect(await bioSeenBy(app, owner.access)).toBe('Written during the pause');
      expect(await foundByTag(owner.access, 'replicaduring')).toEqual([owner.username]);
      expect(await bioSeenBy(app)).toBe('Before the pause');
      expect(await foundByTag(searcher.access, 'replicaduring')).toEqual([]);
      expect(await foundByTag(searcher.access, 'replicabefore')).toEqual([owner.username]);
    } finally {
      await standby.resumeReplay();
    }
    await eventually(async () => (await bioSeenBy(app)) === 'Written during the pause', 'replay');
    expect(await foundByTag(searcher.access, 'replicaduring')).toEqual([owner.username]);
  });

  it('skips a replica more than REPLICA_MAX_LAG_SECONDS behind, without an error', async () => {
    const strict = await appOn(1);
    try {
      await strict.ready();
      await standby.pauseReplay();
      expect((await edit('Written while it lags')).statusCode).toBe(200);
      // The tolerant instance still reads the replica; the strict one turns to the primary.
      await eventually(
        async () => (await bioSeenBy(strict)) === 'Written while it lags',
        'the strict instance to skip the replica',
      );
      expect(await bioSeenBy(app)).not.toBe('Written while it lags');
      expect(await metric(strict, 'db_replica_lag_seconds')).toBeGreaterThan(1);
    } finally {
      await standby.resumeReplay();
      await strict.close();
    }
  });

  it('skips a replica that is down, without an error, and comes back to it', async () => {
    await standby.stop();
    try {
      expect((await edit('Written while it is down')).statusCode).toBe(200);
      await eventually(
        async () => (await bioSeenBy(app)) === 'Written while it is down',
        'the primary to answer visitors',
      );
      expect(await metric(app, 'db_replica_up')).toBe(0);
    } finally {
      await standby.start();
    }
    await eventually(async () => (await metric(app, 'db_replica_up')) === 1, 'the replica back');
  });
});

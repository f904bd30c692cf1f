/** Two instances on one database with the platform stand-ins, and members connected through them. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { createTestApp, secondInstance } from './app';
import { eventually } from './eventually';
import { withClockAhead } from './clock';
import { bearer, buildPaidUser, login } from './factories';
import {
  startPlatformStandIns,
  type PlatformStandIn,
  type StandInAccount,
} from './platform-stand-ins';

/**
 * For the test file calling it (in a `describe`): two instances sharing the database and the
 * Redis named by REDIS_URL, and the three stand-ins, closed after the file.
 */
export function setUpConnectedInstances() {
  const state = {} as {
    first: FastifyInstance;
    second: FastifyInstance;
    standIns: Awaited<ReturnType<typeof startPlatformStandIns>>;
  };
  beforeAll(async () => {
    state.standIns = await startPlatformStandIns();
    const settings = { redisUrl: process.env.REDIS_URL, platforms: state.standIns.platforms };
    state.first = await createTestApp(settings);
    state.second = await secondInstance(state.first, settings);
  });
  afterAll(async () => {
    await state.second?.close();
    await state.first?.close();
    await state.standIns?.close();
  });
  return state;
}

/** A new paying member who connects `account` on `standIn` through the real redirects. */
export async function connectedMember(
  app: FastifyInstance,
  standIn: PlatformStandIn,
  account: StandInAccount,
) {
  const user = await buildPaidUser(app);
  const headers = bearer((await login(app, user.username)).access);
  standIn.signIn(account);
  const start = await app.inject({
    method: 'POST',
    url: `/api/connect/${standIn.platform}/start/`,
    headers,
  });
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const authorized = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(authorized.headers.get('location') ?? '');
  const done = await app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  expect(done.headers.location).toBe(`/profile?connected=${standIn.platform}`);
  await firstReadsDone(app);
  return { user, headers };
}

/**
 * Until every connection's first read (decision 123) is done, on whichever instance: a test
 * moving the clock or a stand-in afterwards then acts on the sweep's reads alone.
 */
export async function firstReadsDone(app: FastifyInstance) {
  const pending = async () =>
    (
      await app.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, 'connections.read'), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    ).length;
  // Woken by the commit, the worker runs it at once; a busy 2-core machine can take seconds.
  // Not expect.poll: set-ups call this from beforeAll, outside any test.
  await eventually(async () => (await pending()) === 0, 'the first reads of new connections');
}

/**
 * Both instances sweep the connections due `aheadMs` from now at the same moment (their
 * workers may sweep too), until `reads()` holds `count` reads and a second more has brought
 * no other.
 */
export async function sweepOnBoth(
  instances: { first: FastifyInstance; second: FastifyInstance },
  aheadMs: number,
  reads: () => unknown[],
  count: number,
) {
  await withClockAhead(aheadMs, async () => {
    await Promise.all([
      instances.first.services.connectionRefresh.refreshDue(),
      instances.second.services.connectionRefresh.refreshDue(),
    ]);
    await expect.poll(() => reads().length, { timeout: 10_000 }).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
}

import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { testConfig } from './config';
import { openPooledDatabase } from './pglite-pool';
import { createTestDatabase } from './test-database';

/**
 * Builds the app on a database of its own: in-memory PGlite by default (lent by the worker's
 * pool, emptied), or a database on the server named by TEST_DATABASE_URL copied from the
 * migrated template, dropped again on close. Test files can therefore run in parallel.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return buildApp(testConfig(overrides), { logger: false, openDatabase: openPooledDatabase });
  }

  const database = await createTestDatabase(serverUrl);
  return buildApp(testConfig({ databaseUrl: database.url, ...overrides }), {
    logger: false,
    afterClose: database.drop,
  });
}

/**
 * Two instances on one database (the first's, dropped when it closes) and whatever Redis the
 * overrides name, both listening on free ports: frames that must cross between instances.
 * Close the second before the first.
 */
export async function startTwoInstances(overrides: Partial<Config> = {}) {
  const first = await createTestApp(overrides);
  const second = await secondInstance(first, overrides);
  const urlA = await first.listen({ port: 0, host: '127.0.0.1' });
  const urlB = await second.listen({ port: 0, host: '127.0.0.1' });
  return { first, second, urlA, urlB };
}

/** Another instance on `first`'s database (and whatever Redis the overrides name); not listening. */
export const secondInstance = (first: FastifyInstance, overrides: Partial<Config> = {}) =>
  buildApp(testConfig({ ...overrides, databaseUrl: first.config.databaseUrl }), {
    logger: false,
    openDatabase: openPooledDatabase,
  });

/**
 * For the test file calling it (in a `describe`): two instances as `secondInstance` pairs them,
 * not listening, built before the file's tests and closed after them.
 */
export function setUpTwoInstances(overrides: Partial<Config> = {}) {
  const instances = {} as { first: FastifyInstance; second: FastifyInstance };
  beforeAll(async () => {
    instances.first = await createTestApp(overrides);
    instances.second = await secondInstance(instances.first, overrides);
  });
  closeAfterAll(instances);
  return instances;
}

/** As `setUpTwoInstances`, but listening as `startTwoInstances` makes them, at `urlA` and `urlB`. */
export function setUpListeningInstances(overrides: Partial<Config> = {}) {
  const instances = {} as Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    Object.assign(instances, await startTwoInstances(overrides));
  });
  closeAfterAll(instances);
  return instances;
}

/** The second first: closing the first drops the database they share. */
function closeAfterAll(instances: { first: FastifyInstance; second: FastifyInstance }) {
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
  });
}

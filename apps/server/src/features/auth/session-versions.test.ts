import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildUser, changePassword, login } from '../../test/factories';
import { memoryEventBus } from '../../events/event-bus';
import type { User } from '../users/user';
import { SESSION_VERSION_TTL_MS, sessionVersions } from './session-versions';
import { SOLE_WRITER_TTL_MS } from '../../events/event-kept-cache';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Both routes that check the session without loading the user. */
async function statuses(access: string) {
  const search = await app.inject({
    method: 'POST',
    url: '/api/search_user/',
    headers: bearer(access),
    payload: { name: 'anyone', range: 10 },
  });
  const explore = await app.inject({ url: '/api/explore/', headers: bearer(access) });
  return [search.statusCode, explore.statusCode];
}

describe('routes that check only the session (search, explore)', () => {
  it('refuse a token at once when a password change ends its sessions', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    expect(await statuses(access)).toEqual([200, 200]);
    const change = await changePassword(app, access);
    expect(change.statusCode).toBe(200);
    expect(await statuses(access)).toEqual([401, 401]);
    expect(await statuses(change.json<{ access: string }>().access)).toEqual([200, 200]);
  });

  it('refuse the token of a deleted account at once', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    expect(await statuses(access)).toEqual([200, 200]);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/delete-user/',
      headers: bearer(access),
    });
    expect(deletion.statusCode).toBe(200);
    expect(await statuses(access)).toEqual([401, 401]);
  });

  it('notice a version changed behind the app within the time a version is trusted', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    expect(await statuses(access)).toEqual([200, 200]);
    await app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    // The embedded database has no writer but the app, so there a version is trusted longer.
    const trusted = app.services.events.soleWriter ? SOLE_WRITER_TTL_MS : SESSION_VERSION_TTL_MS;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + trusted + 1000 });
    try {
      expect(await statuses(access)).toEqual([401, 401]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the version cache while the bus to other instances is down', () => {
  it('reads every version from the database, and trusts nothing cached before', async () => {
    let connected = true;
    const listeners: ((connected: boolean) => void)[] = [];
    const setConnected = (value: boolean) => {
      connected = value;
      listeners.forEach((listener) => listener(value));
    };
    const bus = {
      ...memoryEventBus(),
      isConnected: () => connected,
      onConnectionChange: (listener: (connected: boolean) => void) => void listeners.push(listener),
    };
    let stored = 1;
    let lookups = 0;
    const versions = sessionVersions({
      users: {
        findById: async () => {
          lookups += 1;
          return { tokenVersion: stored } as User;
        },
        findByIds: async (ids) => ids.map((id) => ({ id, tokenVersion: stored }) as User),
      },
      events: bus,
    });
    expect(await versions.isCurrent(7, 1)).toBe(true);
    expect(await versions.isCurrent(7, 1)).toBe(true);
    expect(lookups).toBe(1);

    // Another instance's ending cannot arrive now: the database answers every time.
    setConnected(false);
    stored = 2;
    expect(await versions.isCurrent(7, 1)).toBe(false);
    expect(await versions.isCurrent(7, 2)).toBe(true);
    expect(lookups).toBe(3);

    // Back: caching resumes, from the database, not from before the outage.
    setConnected(true);
    stored = 3;
    expect(await versions.isCurrent(7, 3)).toBe(true);
    expect(await versions.isCurrent(7, 3)).toBe(true);
    expect(lookups).toBe(4);
  });
});

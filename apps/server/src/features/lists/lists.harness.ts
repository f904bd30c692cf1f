/** The shortlist tests' shared set-up: the app, a signed-in member, their calls. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { savedListItems } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildUser, login } from '../../test/factories';

export let app: FastifyInstance;

/** One app for the test file calling it. */
export function setUpLists() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
}

/** A signed-in Explorer (no Full Access needed for lists) with their bearer header. */
export async function member() {
  const user = await buildUser(app);
  const { access } = await login(app, user.username);
  return { user, headers: bearer(access) };
}

export const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

export async function newList(headers: Record<string, string>, name = 'Summer campaign') {
  const response = await call(headers, 'POST', '/api/lists/', { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; count: number }>();
}

export const itemsOf = async (listId: number) =>
  app.database.db.select().from(savedListItems).where(eq(savedListItems.listId, listId));

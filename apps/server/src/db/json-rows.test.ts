import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../test/app';
import { buildPaidUser } from '../test/factories';
import { rowFromJson, rowsFromJson } from './json-rows';
import { connectionAudiences, platformConnections, users } from './schema';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** `row_to_json` of the table's rows that `where` picks, through the page connections. */
const jsonOf = async (table: string, where: string) =>
  (
    await app.database.page<{ row: Record<string, unknown> }>(
      sql.raw(`select row_to_json(t) as row from ${table} t where ${where}`),
    )
  ).map((row) => row.row);

describe('rowFromJson', () => {
  it('decodes a row as drizzle selects it: dates, arrays, booleans, nulls and JSON', async () => {
    const user = await buildPaidUser(app, {
      tags: ['Food', 'Travel'],
      countries: ['FR'],
      bio: 'Line one\nline "two"',
      replyTime: 'hour',
    });
    const [selected] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    const [json] = await jsonOf('users', `id = ${user.id}`);
    expect(rowFromJson(users, json ?? {})).toEqual(selected);
    expect(selected?.dateJoined).toBeInstanceOf(Date);

    const [connection] = await app.database.db
      .insert(platformConnections)
      .values({
        userId: user.id,
        platform: 'instagram',
        accountId: `json-${user.id}`,
        username: 'json',
        accessToken: 'sealed',
        nextRefreshAt: new Date('2026-12-01T10:00:00.123Z'),
      })
      .returning();
    await app.database.db.insert(connectionAudiences).values({
      connectionId: connection?.id ?? 0,
      audience: { countries: [{ code: 'FR', share: 100 }], ages: [], genders: [] },
      readAt: new Date('2026-11-30T23:59:59.999Z'),
      nextReadAt: new Date('2026-12-07T00:00:00Z'),
    });
    const audiences = await app.database.db.select().from(connectionAudiences);
    expect(rowsFromJson(connectionAudiences, await jsonOf('connection_audiences', 'true'))).toEqual(
      audiences,
    );
  });

  it('answers no rows for the null json_agg gives for none', () => {
    expect(rowsFromJson(users, null)).toEqual([]);
  });
});

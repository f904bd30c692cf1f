import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app';
import { rowsOf } from './client';
import { isoTime } from './iso-time';

/** PostgreSQL's text for a time ('2026-11-27 20:50:45.123456+05:30') in ISO 8601's. */
const asIso = (time: string) => time.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');

describe('isoTime', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("writes a time as toISOString does, milliseconds cut, in any session's time zone", async () => {
    const times = [
      '2026-11-27 20:50:45.123456+00',
      '2026-11-28 01:05:00.999999+05:30',
      '1999-01-01 00:00:00+00',
      '2026-06-30 23:59:59.0005-07',
    ];
    const written = await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/New_York'`);
      const answers: (string | null)[] = [];
      for (const time of [...times, null]) {
        const [row] = rowsOf<{ iso: string | null }>(
          await tx.execute(sql`select ${isoTime(sql`${time}::timestamptz`)} as iso`),
        );
        answers.push(row?.iso ?? null);
      }
      return answers;
    });
    expect(written).toEqual([...times.map((time) => new Date(asIso(time)).toISOString()), null]);
  });
});

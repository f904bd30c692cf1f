import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { refreshTokens, verificationCodes } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { expectRunAtStartThenEvery } from '../../test/repeating-jobs';
import { buildUser, login } from '../../test/factories';
import { AUTH_PRUNE_EVERY_SECONDS, authPruneJob } from './auth-prune.job';

const HOUR_MS = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the hourly prune of expired sign-in data', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('deletes expired refresh tokens and day-old dead codes, and keeps what still works', async () => {
    const user = await buildUser(app);
    // A live session (its refresh token row) made through the API.
    const session = await login(app, user.username);
    const { db } = app.database;
    await db.insert(refreshTokens).values({
      tokenHash: `expired-${randomUUID()}`,
      userId: user.id,
      familyId: randomUUID(),
      expiresAt: ago(HOUR_MS),
    });
    const [oldCode, freshCode] = await db
      .insert(verificationCodes)
      .values([
        { purpose: 'verify_email', email: user.email, codeHash: 'x', expiresAt: ago(25 * HOUR_MS) },
        { purpose: 'verify_email', email: user.email, codeHash: 'y', expiresAt: ago(HOUR_MS) },
      ])
      .returning({ id: verificationCodes.id });
    if (!oldCode || !freshCode) throw new Error('codes not stored');

    await authPruneJob(app.services.sessions, app.services.codes)();

    const tokens = await db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const codes = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(inArray(verificationCodes.id, [oldCode.id, freshCode.id]));
    expect(codes).toEqual([{ id: freshCode.id }]);

    // The session that survived still refreshes.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('runs when the app starts and then every hour', async () => {
    await expectRunAtStartThenEvery(app, 'auth.prune', AUTH_PRUNE_EVERY_SECONDS, 'the first prune');
  });
});

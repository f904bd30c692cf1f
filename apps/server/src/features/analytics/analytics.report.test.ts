import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profileDaily, profileEvents } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { bearer, buildUser, login } from '../../test/factories';
import { dayOf } from './analytics.service';
import { app, creator, reportOf, setUpAnalytics, today, visitor } from './analytics.harness';

setUpAnalytics();

describe('GET /api/analytics/', () => {
  it.each([7, 30, 90])('answers %i days, oldest first and ending today', async (days) => {
    const { user, access } = await creator();
    await visitor().view(user.username);
    const report = await reportOf(access, days);
    expect(report.views).toHaveLength(days);
    expect(report.unique_visitors).toHaveLength(days);
    expect(report.views.at(-1)).toEqual({ date: dayOf(new Date()), count: 1 });
    const dates = report.views.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(report).toMatchObject({
      contacts: 0,
      referrers: [],
      previous: { views: 0, unique_visitors: 0, link_clicks: 0, contacts: 0 },
    });
  });

  it("shows only the owner's own numbers, and needs Full Access", async () => {
    const { user } = await creator();
    await visitor().view(user.username);
    const other = await creator();
    expect(today(await reportOf(other.access), 'views')).toBe(0);
    const explorer = await buildUser(app);
    const { access } = await login(app, explorer.username);
    const refused = await app.inject({ url: '/api/analytics/?days=7', headers: bearer(access) });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/analytics/?days=7' })).statusCode).toBe(401);
  });

  it('refuses another period with a field error', async () => {
    const { access } = await creator();
    for (const days of ['1', '365', 'x', '']) {
      const response = await app.inject({
        url: `/api/analytics/?days=${days}`,
        headers: bearer(access),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the daily job', () => {
  it('keeps the counts of yesterday and drops events older than 90 days', async () => {
    const { user } = await creator();
    await visitor().view(user.username);
    await visitor().view(user.username);
    const old = new Date(Date.now() - 91 * 24 * 60 * 60_000);
    await app.database.db.insert(profileEvents).values({
      ownerId: user.id,
      kind: 'view',
      visitor: 'f'.repeat(64),
      day: dayOf(old),
      createdAt: old,
    });
    await app.services.analytics.aggregate();
    const events = await app.database.db
      .select({ day: profileEvents.day })
      .from(profileEvents)
      .where(eq(profileEvents.ownerId, user.id));
    expect(events.map((row) => row.day)).toEqual([dayOf(new Date()), dayOf(new Date())]);

    // Two days later, that day's views come from the stored counts, without their events.
    await withClockAhead(2 * 24 * 60 * 60_000, async () => {
      await app.services.analytics.aggregate();
      await app.database.db.delete(profileEvents).where(eq(profileEvents.ownerId, user.id));
      const report = await reportOf((await login(app, user.username)).access);
      expect(report.views.slice(-3).map((day) => day.count)).toEqual([2, 0, 0]);
    });
    const stored = await app.database.db
      .select({ metric: profileDaily.metric, count: profileDaily.count })
      .from(profileDaily)
      .where(sql`${profileDaily.ownerId} = ${user.id} and ${profileDaily.metric} = 'views'`);
    expect(stored).toEqual([{ metric: 'views', count: 2 }]);
  });
});

describe('the hourly job in batches', () => {
  it('counts every owner and drops every old event when it takes a few at a time', async () => {
    const creators = await Promise.all([creator(), creator(), creator(), creator(), creator()]);
    for (const [index, { user }] of creators.entries()) {
      for (let views = 0; views <= index; views += 1) await visitor().view(user.username);
    }
    const old = new Date(Date.now() - 91 * 24 * 60 * 60_000);
    await app.database.db.insert(profileEvents).values(
      creators.map(({ user }) => ({
        ownerId: user.id,
        kind: 'view' as const,
        visitor: 'e'.repeat(64),
        day: dayOf(old),
        createdAt: old,
      })),
    );

    await app.services.analytics.aggregate({ owners: 2, rows: 2 });

    const ids = creators.map(({ user }) => user.id);
    const stored = await app.database.db
      .select({ owner: profileDaily.ownerId, count: profileDaily.count })
      .from(profileDaily)
      .where(
        sql`${profileDaily.ownerId} in (${sql.join(ids, sql`, `)}) and ${profileDaily.metric} = 'views'`,
      );
    const counts = new Map(stored.map((row) => [row.owner, row.count]));
    expect(ids.map((id) => counts.get(id))).toEqual([1, 2, 3, 4, 5]);
    const left = await app.database.db
      .select({ id: profileEvents.id })
      .from(profileEvents)
      .where(sql`${profileEvents.createdAt} < ${new Date(Date.now() - 89 * 24 * 60 * 60_000)}`);
    expect(left).toEqual([]);
  });
});

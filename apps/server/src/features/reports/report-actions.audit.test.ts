import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ads, reports, users } from '../../db/schema';
import { bearer, buildUser, login } from '../../test/factories';
import { adOf, app, member, report, setUpReports } from './reports.harness';

setUpReports();

/**
 * Issue 52: an admin's decision and its audit line are one transaction. The audit log refuses
 * every write here (a trigger, as a full disk or a lost connection would fail it), and nothing
 * of the decision may stay behind.
 */
describe('an admin decision whose audit line cannot be written', () => {
  let admin: Awaited<ReturnType<typeof member>>;

  beforeAll(async () => {
    const user = await buildUser(app, { isAdmin: true });
    admin = { user, headers: bearer((await login(app, user.username)).access) };
  });

  async function refuseAuditLines() {
    await app.database.db.execute(sql`
      create or replace function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'the audit log is unavailable'; end $$`);
    await app.database.db.execute(sql`
      create trigger refuse_audit before insert on admin_audit_log
        for each row execute function refuse_audit()`);
  }
  afterEach(async () => {
    await app.database.db.execute(sql`drop trigger if exists refuse_audit on admin_audit_log`);
  });

  const openCount = async (target: 'ad' | 'message' | 'user', id: number) =>
    (
      await app.database.db
        .select()
        .from(reports)
        .where(
          and(eq(reports.target, target), eq(reports.targetId, id), eq(reports.status, 'open')),
        )
    ).length;

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: admin.headers, payload });

  it('keeps the reported ad and its report open', async () => {
    const creator = await member(true);
    const ad = await adOf(creator.user.id);
    const reporter = await member();
    await report(reporter.headers, { target: 'ad', id: ad.id, reason: 'scam' });
    await refuseAuditLines();

    const removed = await post('/api/admin/reports/remove/', { target: 'ad', id: ad.id });
    expect(removed.statusCode).toBe(500);
    expect(await app.database.db.select().from(ads).where(eq(ads.id, ad.id))).toHaveLength(1);
    expect(await openCount('ad', ad.id)).toBe(1);

    const dismissed = await post('/api/admin/reports/dismiss/', { target: 'ad', id: ad.id });
    expect(dismissed.statusCode).toBe(500);
    expect(await openCount('ad', ad.id)).toBe(1);
  });

  it('keeps the account unsuspended and its reports open', async () => {
    const target = await member(true);
    const reporter = await member();
    await report(reporter.headers, {
      target: 'user',
      username: target.user.username,
      reason: 'spam',
    });
    await refuseAuditLines();

    const suspended = await post('/api/admin/suspend-user/', {
      username: target.user.username,
      reason: 'Spam',
    });
    expect(suspended.statusCode).toBe(500);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.suspendedAt).toBeNull();
    expect(await openCount('user', target.user.id)).toBe(1);
    // Still signed in: the suspension never happened.
    const me = await app.inject({ url: '/api/UserData/', headers: target.headers });
    expect(me.statusCode).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminAuditLog, ads, reports } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { adOf, app, member, report, setUpReports, smtp } from './reports.harness';

setUpReports();

/** Every queued admin alert has run (its mail sent, or skipped). */
const alertJobsDone = () =>
  eventually(async () => {
    const pending = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from jobs where name = 'reports.admin-alert' and done_at is null`,
      ),
    )[0]?.n;
    return pending === 0;
  }, 'the alert jobs to finish');

describe('the admin Reports tab', () => {
  let admin: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    const user = await buildPaidUser(app, { isAdmin: true });
    admin = { user, headers: bearer((await login(app, user.username)).access) };
  });

  const openReports = async () => {
    const response = await app.inject({ url: '/api/admin/reports/', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json().reports as { target: string; id: number; reporters: number }[];
  };

  it('lists open reports grouped by target, oldest first, with the number of reporters', async () => {
    const creator = await member(true);
    const ad = await adOf(creator.user.id);
    const [first, second] = [await member(), await member()];
    await report(first.headers, { target: 'ad', id: ad.id, reason: 'spam', details: 'Bots' });
    await report(second.headers, { target: 'ad', id: ad.id, reason: 'scam' });
    const group = (await openReports()).find((item) => item.target === 'ad' && item.id === ad.id);
    expect(group).toMatchObject({
      username: creator.user.username,
      preview: 'Cheap followers\nDM me',
      reporters: 2,
      reasons: ['spam', 'scam'],
      details: ['Bots'],
      content_exists: true,
    });
  });

  it('is a 404 for everyone who is not an admin', async () => {
    const stranger = await member(true);
    for (const [method, url] of [
      ['GET', '/api/admin/reports/'],
      ['POST', '/api/admin/reports/dismiss/'],
      ['POST', '/api/admin/reports/remove/'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: stranger.headers,
        payload: { target: 'ad', id: 1 },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('dismisses every open report of a target, in the audit log', async () => {
    const target = await member(true);
    const reporter = await member();
    await report(reporter.headers, {
      target: 'user',
      username: target.user.username,
      reason: 'spam',
    });
    const dismiss = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/reports/dismiss/',
        headers: admin.headers,
        payload: { target: 'user', id: target.user.id },
      });
    expect((await dismiss()).statusCode).toBe(200);
    expect(
      (await openReports()).some((item) => item.target === 'user' && item.id === target.user.id),
    ).toBe(false);
    expect((await dismiss()).statusCode).toBe(404);
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${target.user.id}`));
    expect(audit.map((row) => row.action)).toEqual(['report.dismiss']);
    // Reporting again after the decision opens a new report.
    expect(
      (
        await report(reporter.headers, {
          target: 'user',
          username: target.user.username,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('removes a reported ad: gone from the ads, the reports closed, in the audit log', async () => {
    const creator = await member(true);
    const ad = await adOf(creator.user.id);
    const reporter = await member();
    await report(reporter.headers, { target: 'ad', id: ad.id, reason: 'scam' });
    const remove = await app.inject({
      method: 'POST',
      url: '/api/admin/reports/remove/',
      headers: admin.headers,
      payload: { target: 'ad', id: ad.id },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await app.database.db.select().from(ads).where(eq(ads.id, ad.id))).toEqual([]);
    expect((await openReports()).some((item) => item.target === 'ad' && item.id === ad.id)).toBe(
      false,
    );
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `ad:${ad.id}`));
    expect(audit.map((row) => row.action)).toEqual(['report.remove']);
  });

  it('mails the admins when a report arrives and none was open, at most once an hour', async () => {
    // The earlier tests' alerts first: a mail of theirs still on its way would count here.
    await alertJobsDone();
    // Close whatever earlier tests left open, so the next report is the only open one.
    await app.database.db.update(reports).set({ status: 'dismissed', alertedAt: null });
    const before = smtp.mails.filter((mail) =>
      mail.to.includes(admin.user.email.toLowerCase()),
    ).length;
    const [a, b, c] = [await member(true), await member(true), await member()];
    await report(c.headers, { target: 'user', username: a.user.username, reason: 'spam' });
    await eventually(
      () =>
        smtp.mails.filter((mail) => mail.to.includes(admin.user.email.toLowerCase())).length ===
        before + 1,
      'the alert mail',
    );
    const alert = smtp.mails
      .filter((mail) => mail.to.includes(admin.user.email.toLowerCase()))
      .at(-1);
    expect(alert?.subject).toBe('Partnerly: a new report to review');
    expect(alert?.raw).toContain('/manage/admin');

    // A second report while the first is open, and one after it was dismissed within the
    // hour: no more mails.
    await report(c.headers, { target: 'user', username: b.user.username, reason: 'spam' });
    await app.database.db
      .update(reports)
      .set({ status: 'dismissed' })
      .where(eq(reports.status, 'open'));
    const d = await member(true);
    await report(c.headers, { target: 'user', username: d.user.username, reason: 'spam' });
    await alertJobsDone();
    expect(
      smtp.mails.filter((mail) => mail.to.includes(admin.user.email.toLowerCase())),
    ).toHaveLength(before + 1);
  });
});

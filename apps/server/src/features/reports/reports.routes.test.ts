import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@partnerly/shared';
import { adminAuditLog, ads, dialogues, messages, reports } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let app: FastifyInstance;
let smtp: SmtpSink;
let host = 1;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** A signed-in member (Explorer unless `paid`) with their bearer header. */
async function member(paid = false) {
  const user = paid ? await buildPaidUser(app) : await buildUser(app);
  const { access } = await login(app, user.username);
  return { user, headers: bearer(access) };
}

const report = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/report/',
    headers,
    payload,
    remoteAddress: `10.55.0.${(host++ % 250) + 1}`,
  });

async function adOf(userId: number) {
  const [ad] = await app.database.db
    .insert(ads)
    .values({
      userId,
      title: 'Cheap followers',
      text: 'DM me',
      cpmCents: 100,
      imageHash: 'b'.repeat(64),
    })
    .returning();
  if (!ad) throw new Error('ad not stored');
  return ad;
}

/** A conversation of two members with one message from `from` to `to`. */
async function messageBetween(
  from: { id: number },
  to: { id: number },
  text = 'Send me $500 first',
) {
  const [low, high] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
  const [dialogue] = await app.database.db
    .insert(dialogues)
    .values({ userLowId: low, userHighId: high })
    .returning();
  if (!dialogue) throw new Error('dialogue not stored');
  await app.database.db.execute(
    sql`insert into dialogue_members (dialogue_id, user_id) values (${dialogue.id}, ${from.id}), (${dialogue.id}, ${to.id})`,
  );
  const [message] = await app.database.db
    .insert(messages)
    .values({ dialogueId: dialogue.id, senderId: from.id, text })
    .returning();
  if (!message) throw new Error('message not stored');
  return message;
}

const reportCount = async () =>
  rowsOf<{ n: number }>(
    await app.database.db.execute(sql`select count(*)::int as n from reports`),
  )[0]?.n;

describe('POST /api/report/', () => {
  it('takes a report of a profile, a message and an ad from any signed-in member (201)', async () => {
    const explorer = await member();
    const creator = await member(true);
    const ad = await adOf(creator.user.id);
    const message = await messageBetween(creator.user, explorer.user);

    const user = await report(explorer.headers, {
      target: 'user',
      username: creator.user.username.toUpperCase(),
      reason: 'impersonation',
      details: 'Uses a famous creator’s photos.\nSee their bio.',
    });
    expect(user.statusCode, user.body).toBe(201);
    expect(user.json()).toEqual({ detail: REPORT_MESSAGES.received });
    expect(
      (await report(explorer.headers, { target: 'message', id: message.id, reason: 'scam' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report(explorer.headers, { target: 'ad', id: ad.id, reason: 'spam' })).statusCode,
    ).toBe(201);

    const stored = await app.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, explorer.user.id))
      .orderBy(reports.id);
    expect(stored.map((row) => [row.target, row.targetId, row.targetUserId, row.preview])).toEqual([
      ['user', creator.user.id, creator.user.id, creator.user.bio],
      ['message', message.id, creator.user.id, 'Send me $500 first'],
      ['ad', ad.id, creator.user.id, 'Cheap followers\nDM me'],
    ]);
  });

  it('answers 200 and adds nothing when the same member reports the same thing again', async () => {
    const reporter = await member();
    const target = await member(true);
    const payload = { target: 'user', username: target.user.username, reason: 'spam' };
    expect((await report(reporter.headers, payload)).statusCode).toBe(201);
    const before = await reportCount();
    const again = await report(reporter.headers, { ...payload, reason: 'scam' });
    expect(again.statusCode).toBe(200);
    expect(await reportCount()).toBe(before);
    // Another member's report of the same profile counts.
    const other = await member();
    expect((await report(other.headers, payload)).statusCode).toBe(201);
  });

  it('refuses reporting oneself or one’s own content with 400', async () => {
    const me = await member(true);
    const other = await member();
    const ad = await adOf(me.user.id);
    const mine = await messageBetween(me.user, other.user);
    const before = await reportCount();
    for (const payload of [
      { target: 'user', username: me.user.username, reason: 'spam' },
      { target: 'ad', id: ad.id, reason: 'spam' },
      { target: 'message', id: mine.id, reason: 'spam' },
    ]) {
      const response = await report(me.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [REPORT_MESSAGES.self] });
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers 404 for unknown targets and for messages of other people’s conversations', async () => {
    const ada = await member();
    const bob = await member();
    const eve = await member();
    const private_ = await messageBetween(ada.user, bob.user);
    const before = await reportCount();
    for (const payload of [
      { target: 'user', username: 'nobody_here_at_all', reason: 'spam' },
      { target: 'ad', id: 2_000_000_000, reason: 'spam' },
      { target: 'message', id: private_.id, reason: 'spam' },
    ]) {
      expect((await report(eve.headers, payload)).statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers 400 with field errors for bad input and writes nothing', async () => {
    const reporter = await member();
    const before = await reportCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ target: 'post', id: 1, reason: 'spam' }, 'target'],
      [{ target: 'ad', reason: 'spam' }, 'id'],
      [{ target: 'user', reason: 'spam' }, 'username'],
      [{ target: 'ad', id: 1, reason: 'boring' }, 'reason'],
      [{ target: 'ad', id: 1, reason: 'spam', details: 'x'.repeat(1001) }, 'details'],
      [{ target: 'ad', id: 1, reason: 'spam', details: 'a\u0000b' }, 'details'],
      [{ target: 'ad', id: 3_000_000_000, reason: 'spam' }, 'id'],
    ];
    for (const [payload, field] of cases) {
      const response = await report(reporter.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers 401 to visitors', async () => {
    const response = await report({}, { target: 'ad', id: 1, reason: 'spam' });
    expect(response.statusCode).toBe(401);
  });

  it('limits how many reports one member makes (429 with Retry-After)', async () => {
    const reporter = await member();
    const targets = await Promise.all(Array.from({ length: 21 }, () => buildUser(app)));
    const statuses: number[] = [];
    for (const target of targets) {
      const response = await report(reporter.headers, {
        target: 'user',
        username: target.username,
        reason: 'spam',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

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
    await eventually(async () => {
      const pending = rowsOf<{ n: number }>(
        await app.database.db.execute(
          sql`select count(*)::int as n from jobs where name = 'reports.admin-alert' and done_at is null`,
        ),
      )[0]?.n;
      return pending === 0;
    }, 'the alert jobs to finish');
    expect(
      smtp.mails.filter((mail) => mail.to.includes(admin.user.email.toLowerCase())),
    ).toHaveLength(before + 1);
  });
});

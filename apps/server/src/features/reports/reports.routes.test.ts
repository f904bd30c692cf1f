import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@partnerly/shared';
import { dialogues, messages, reports } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { buildUser } from '../../test/factories';
import { adOf, app, member, report, setUpReports } from './reports.harness';

setUpReports();

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

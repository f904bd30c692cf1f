import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { REMOVED_MESSAGE_TEXT } from '@partnerly/shared';
import type { AdminReportedConversation } from '@partnerly/shared';
import { adminAuditLog, dialogues, messageEdits, messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await buildPaidUser(app, { isAdmin: true });
  adminHeaders = bearer((await login(app, admin.username)).access);
});
afterAll(async () => {
  await app.close();
});

/** A conversation of two members holding `count` messages, alternating senders, oldest first. */
async function conversation(count: number) {
  const [alice, bob] = [await buildPaidUser(app), await buildPaidUser(app)];
  const [low, high] = alice.id < bob.id ? [alice.id, bob.id] : [bob.id, alice.id];
  const [dialogue] = await app.database.db
    .insert(dialogues)
    .values({ userLowId: low, userHighId: high })
    .returning();
  if (!dialogue) throw new Error('dialogue not stored');
  await app.database.db.execute(
    sql`insert into dialogue_members (dialogue_id, user_id) values (${dialogue.id}, ${alice.id}), (${dialogue.id}, ${bob.id})`,
  );
  const stored = await app.database.db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, n) => ({
        dialogueId: dialogue.id,
        senderId: n % 2 === 0 ? alice.id : bob.id,
        text: `Message ${n + 1}`,
      })),
    )
    .returning();
  return { alice, bob, messages: stored.sort((a, b) => a.id - b.id) };
}

/** `reporter` reports the message through the API, as a member would. */
async function reportMessage(reporter: { username: string }, id: number) {
  const { access } = await login(app, reporter.username);
  const response = await app.inject({
    method: 'POST',
    url: '/api/report/',
    headers: bearer(access),
    payload: { target: 'message', id, reason: 'scam' },
  });
  expect(response.statusCode).toBe(201);
}

const read = (id: number | string, headers = adminHeaders) =>
  app.inject({ url: `/api/admin/reports/messages/${id}/`, headers });

describe('GET /api/admin/reports/messages/{id}/', () => {
  it('shows a reported message with the ten messages before and after it, oldest first', async () => {
    const { alice, bob, messages: all } = await conversation(30);
    const reported = all[14];
    if (!reported) throw new Error('no message');
    await reportMessage(bob, reported.id);

    const response = await read(reported.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminReportedConversation>();
    expect(body.reported).toBe(reported.id);
    expect(body.members).toEqual([alice.username, bob.username].sort());
    expect(body.messages.map((message) => message.text)).toEqual(
      Array.from({ length: 21 }, (_, n) => `Message ${n + 5}`),
    );
    expect(body.messages[0]).toMatchObject({ sender: alice.username });
    expect(body.messages[10]).toMatchObject({ id: reported.id, sender: alice.username });
    // The read is in the audit log: members' private messages were shown.
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `message:${reported.id}`));
    expect(audit.map((row) => row.action)).toEqual(['report.read']);
  });

  it('shows fewer at the start of a conversation, and a removed message as removed', async () => {
    const { alice, bob, messages: all } = await conversation(3);
    const [first, second] = all;
    if (!first || !second) throw new Error('no message');
    await reportMessage(bob, first.id);
    await app.database.db
      .update(messages)
      .set({ removedAt: new Date() })
      .where(eq(messages.id, second.id));

    const body = (await read(first.id)).json<AdminReportedConversation>();
    expect(body.messages.map(({ sender, text }) => [sender, text])).toEqual([
      [alice.username, 'Message 1'],
      [bob.username, REMOVED_MESSAGE_TEXT],
      [alice.username, 'Message 3'],
    ]);
    expect(body.messages[1]?.removed).toBe(true);
  });

  it('shows a message its sender deleted, with the versions before its edits', async () => {
    const { bob, messages: all } = await conversation(2);
    const [first] = all;
    if (!first) throw new Error('no message');
    await app.database.db.insert(messageEdits).values([
      { messageId: first.id, text: 'Pay me first', writtenAt: first.createdAt },
      { messageId: first.id, text: 'Pay me first, in gift cards', writtenAt: new Date() },
    ]);
    await app.database.db
      .update(messages)
      .set({ deletedAt: new Date() })
      .where(eq(messages.id, first.id));
    await reportMessage(bob, first.id);

    const body = (await read(first.id)).json<AdminReportedConversation>();
    expect(body.messages[0]).toMatchObject({
      text: 'Message 1',
      deleted: true,
      earlier: ['Pay me first', 'Pay me first, in gift cards'],
    });
    expect(body.messages[1]).not.toHaveProperty('earlier');
  });

  it('answers 404 for a message nobody reported and for an unknown id', async () => {
    const { messages: all } = await conversation(2);
    expect((await read(all[0]?.id ?? 0)).statusCode).toBe(404);
    expect((await read(2_000_000_000)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const response = await read(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
  });

  it('is a 404 for everyone who is not an admin, even a member of the conversation', async () => {
    const { bob, messages: all } = await conversation(2);
    const reported = all[0];
    if (!reported) throw new Error('no message');
    await reportMessage(bob, reported.id);
    const stranger = await buildUser(app);
    for (const user of [bob, stranger]) {
      const headers = bearer((await login(app, user.username)).access);
      expect((await read(reported.id, headers)).statusCode, user.username).toBe(404);
    }
    expect(
      (await app.inject({ url: `/api/admin/reports/messages/${reported.id}/` })).statusCode,
    ).toBe(404);
  });
});

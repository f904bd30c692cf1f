import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { connectedMember, isMessage, startListeningApp } from '../../test/socket-client';

/**
 * Issue 36: on PostgreSQL several conversations' messages are written at once (lanes), one
 * conversation's in turn. Whatever the database, messages sent together from many sockets to
 * many conversations are each stored once, in the order each sender sent them, and only a
 * conversation's first message is announced as a first contact.
 */
let app: FastifyInstance;
let url: string;
beforeAll(async () => ({ app, url } = await startListeningApp()));
afterAll(() => app.close());

describe('messages from many sockets to many conversations at once', () => {
  it('stores each once, in order per conversation, with new_user on the first only', async () => {
    // Four members, each writing to the three others: six conversations, both ways.
    const members = await Promise.all(Array.from({ length: 4 }, () => connectedMember(app, url)));
    const rounds = 4;
    const sent = new Map<string, string[]>();
    for (let round = 1; round <= rounds; round += 1) {
      for (const from of members) {
        for (const to of members) {
          if (to === from) continue;
          const text = `${from.user.username} to ${to.user.username} #${round}`;
          const clientId = randomUUID();
          sent.set(from.user.username, [...(sent.get(from.user.username) ?? []), clientId]);
          from.socket.send({ message: text, receiver: to.user.username, client_id: clientId });
        }
      }
    }
    // A resend of each member's first message after the others: answered, not stored again.
    for (const from of members) {
      const [clientId] = sent.get(from.user.username) ?? [];
      const to = members.find((other) => other !== from) ?? from;
      const text = `${from.user.username} to ${to.user.username} #1`;
      from.socket.send({ message: text, receiver: to.user.username, client_id: clientId });
    }
    const total = members.length * (members.length - 1) * rounds;
    // Every sender hears every one of its messages confirmed (its resend once more).
    const confirmed = (member: (typeof members)[number]) =>
      member.socket.frames.filter(
        (frame) => isMessage(frame) && frame.message.sender === member.user.username,
      );
    await eventually(
      () => members.every((member) => confirmed(member).length === total / members.length + 1),
      'every confirmation',
    );

    const ids = members.map((member) => member.user.id);
    const rows = await app.database.db
      .select()
      .from(messages)
      .where(inArray(messages.senderId, ids))
      .orderBy(messages.id);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.clientId)).size).toBe(total);
    // Within each conversation, each sender's messages are stored in the order sent.
    const conversations = new Map<number, typeof rows>();
    for (const row of rows) {
      conversations.set(row.dialogueId, [...(conversations.get(row.dialogueId) ?? []), row]);
    }
    expect(conversations.size).toBe(6);
    for (const conversation of conversations.values()) {
      for (const senderId of new Set(conversation.map((row) => row.senderId))) {
        const texts = conversation
          .filter((row) => row.senderId === senderId)
          .map((row) => row.text);
        expect(texts).toEqual([...texts].sort());
      }
    }
    // Confirmations come in the order sent, each with its stored id.
    for (const member of members) {
      const frames = confirmed(member).slice(0, total / members.length);
      expect(frames.map((frame) => isMessage(frame) && frame.message.client_id)).toEqual(
        sent.get(member.user.username),
      );
    }
    // new_user (a first contact) comes with each conversation's earliest message, and only it.
    const firstIds = new Set(
      [...conversations.values()].map((conversation) => conversation[0]?.id),
    );
    for (const member of members) {
      for (const frame of member.socket.frames) {
        if (!isMessage(frame)) continue;
        expect(frame.new_user !== undefined, `message ${frame.message.id}`).toBe(
          firstIds.has(frame.message.id),
        );
      }
    }
  });
});

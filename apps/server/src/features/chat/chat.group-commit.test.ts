import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { chatServiceOf } from './chat-service.fixtures';
import { buildPaidUser, buildUser } from '../../test/factories';
import type { Database } from '../../db/client';
import { chatRepository } from './chat.repository';
import type { NewMessage } from './add-messages';

/** Issue 36: messages arriving together are stored by one statement (group commit). */
let app: FastifyInstance;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.close());

async function dialogue(messageCount = 0) {
  const ada = await buildUser(app);
  const bob = await buildUser(app);
  const { id } = await chatRepository(app.database.db).open(ada.id, bob.id);
  if (messageCount > 0) {
    await app.database.db.insert(messages).values(
      Array.from({ length: messageCount }, (_, i) => ({
        dialogueId: id,
        senderId: ada.id,
        text: `m${i}`,
      })),
    );
  }
  return { id, ada, bob };
}

describe('storing a batch of messages', () => {
  it('stores them in the order given; only the earliest of an empty dialogue is its first', async () => {
    const one = await dialogue();
    const other = await dialogue(1);
    const stored = await chatRepository(app.database.db).addMessages([
      { dialogueId: one.id, senderId: one.ada.id, text: 'a' },
      { dialogueId: other.id, senderId: other.bob.id, text: 'b' },
      { dialogueId: one.id, senderId: one.bob.id, text: 'c' },
      { dialogueId: one.id, senderId: one.ada.id, text: 'd' },
    ]);
    expect(stored.map((row) => [row.message.text, row.first, row.duplicate])).toEqual([
      ['a', true, false],
      ['b', false, false],
      ['c', false, false],
      ['d', false, false],
    ]);
    const ids = stored.map((row) => row.message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("counts the batch's earlier messages toward a dialogue's first 20 for the off-platform warning", async () => {
    const { id, ada } = await dialogue(18);
    const stored = await chatRepository(app.database.db).addMessages(
      ['my email?', 'whatsapp?', 'telegram?'].map((text) => ({
        dialogueId: id,
        senderId: ada.id,
        text,
        offPlatform: true,
      })),
    );
    expect(stored.map((row) => row.message.offPlatform)).toEqual([true, true, false]);
  });

  it('answers a client id sent twice in one batch, or stored before, with the stored message', async () => {
    const { id, ada } = await dialogue();
    const repository = chatRepository(app.database.db);
    const clientId = crypto.randomUUID();
    const [before] = await repository.addMessages([
      { dialogueId: id, senderId: ada.id, text: 'hello', clientId },
    ]);
    const again = crypto.randomUUID();
    const stored = await repository.addMessages([
      { dialogueId: id, senderId: ada.id, text: 'hello', clientId },
      { dialogueId: id, senderId: ada.id, text: 'second', clientId: again },
      { dialogueId: id, senderId: ada.id, text: 'second', clientId: again },
    ]);
    expect(stored.map((row) => [row.message.text, row.duplicate])).toEqual([
      ['hello', true],
      ['second', false],
      ['second', true],
    ]);
    expect(stored[0]?.message.id).toBe(before?.message.id);
    expect(stored[0]?.first).toBe(true);
    expect(stored[2]?.message.id).toBe(stored[1]?.message.id);
    const rows = await app.database.db.select().from(messages).where(eq(messages.dialogueId, id));
    expect(rows.map((row) => row.text)).toEqual(['hello', 'second']);
  });

  it('stores each of many messages sent at once exactly once', async () => {
    const bob = await buildUser(app);
    const senders = await Promise.all(Array.from({ length: 20 }, () => buildPaidUser(app)));
    await Promise.all(
      senders.flatMap((sender) =>
        [1, 2, 3].map((n) =>
          app.services.chat.send(
            sender,
            `${sender.username} #${n}`,
            bob.username,
            crypto.randomUUID(),
          ),
        ),
      ),
    );
    const { db } = app.database;
    for (const sender of senders) {
      const rows = await db.select().from(messages).where(eq(messages.senderId, sender.id));
      expect(rows.map((row) => row.text).sort()).toEqual(
        [1, 2, 3].map((n) => `${sender.username} #${n}`),
      );
    }
  });
});

describe('message writes at once (lanes)', () => {
  /** The chat service of the app, its writes held a while and watched. */
  function watchedChat(writeLanes?: number) {
    const repository = chatRepository(app.database.db);
    const writing = new Set<number>();
    const watched = { mostAtOnce: 0, atOnce: 0, sameConversationAtOnce: false };
    const chat = {
      ...repository,
      async addMessages(batch: NewMessage[], tx?: Database) {
        const dialogues = new Set(batch.map((value) => value.dialogueId));
        if ([...dialogues].some((id) => writing.has(id))) watched.sameConversationAtOnce = true;
        dialogues.forEach((id) => writing.add(id));
        watched.mostAtOnce = Math.max(watched.mostAtOnce, ++watched.atOnce);
        await new Promise((resolve) => setTimeout(resolve, 30));
        try {
          return await repository.addMessages(batch, tx);
        } finally {
          watched.atOnce -= 1;
          dialogues.forEach((id) => writing.delete(id));
        }
      },
    };
    const service = chatServiceOf(app, { chat, writeLanes });
    return { service, watched };
  }

  /** Eight pairs write three messages each, all at once; each sender's three are all stored. */
  async function eightConversations(service: ReturnType<typeof watchedChat>['service']) {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => ({
        ada: await buildPaidUser(app),
        bob: await buildUser(app),
      })),
    );
    const sent = pairs.flatMap(({ ada, bob }) =>
      [1, 2, 3].map((n) => ({ ada, bob, text: `${ada.username} #${n}` })),
    );
    await Promise.all(
      sent.map(({ ada, bob, text }) => service.send(ada, text, bob.username, crypto.randomUUID())),
    );
    for (const { ada } of pairs) {
      const rows = await app.database.db
        .select()
        .from(messages)
        .where(eq(messages.senderId, ada.id));
      expect(rows.map((row) => row.text).sort()).toEqual(
        [1, 2, 3].map((n) => `${ada.username} #${n}`),
      );
    }
  }

  it('writes one batch at a time by default, on both databases', async () => {
    const { service, watched } = watchedChat();
    await eightConversations(service);
    expect(watched.mostAtOnce).toBe(1);
  });

  it('writes up to CHAT_WRITE_LANES conversations at once on PostgreSQL, one at a time on PGlite', async () => {
    const { service, watched } = watchedChat(3);
    await eightConversations(service);
    expect(watched.sameConversationAtOnce).toBe(false);
    if (app.database.kind === 'postgres') {
      expect(watched.mostAtOnce).toBeGreaterThan(1);
      expect(watched.mostAtOnce).toBeLessThanOrEqual(3);
    } else {
      expect(watched.mostAtOnce).toBe(1);
    }
  });
});

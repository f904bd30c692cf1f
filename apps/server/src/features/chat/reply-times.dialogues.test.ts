import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { dialogues, messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { chatRepository } from './chat.repository';
import { REPLY_TIMES_BACKFILL } from './reply-times.backfill';

/** Decision 068: a conversation keeps its first message and first answer for the reply times. */
let app: FastifyInstance;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.close());

async function dialogue() {
  const ada = await buildUser(app);
  const bob = await buildUser(app);
  const { id } = await chatRepository(app.database.db).open(ada.id, bob.id);
  return { id, ada: ada.id, bob: bob.id };
}

const send = (...batch: [dialogueId: number, senderId: number][]) =>
  chatRepository(app.database.db).addMessages(
    batch.map(([dialogueId, senderId], i) => ({ dialogueId, senderId, text: `m${i}` })),
  );

/** What the dialogue keeps, with its times as the stored messages' ids that carry them. */
async function kept(id: number) {
  const [row] = await app.database.db.select().from(dialogues).where(eq(dialogues.id, id));
  if (!row) throw new Error('no dialogue');
  const at = async (time: Date | null) => {
    if (time === null) return null;
    const [found] = await app.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.dialogueId} = ${id} and ${messages.createdAt} = ${time.toISOString()}`)
      .orderBy(messages.id)
      .limit(1);
    return found?.id ?? 'no message at that time';
  };
  return {
    firstSender: row.firstSenderId,
    first: await at(row.firstMessageAt),
    answered: await at(row.answeredAt),
  };
}

/** The dialogue's columns compared to the stored times of the messages expected to set them. */
async function expectKept(
  id: number,
  firstSender: number | null,
  first: number | null,
  answer: number | null,
) {
  const [row] = await app.database.db.select().from(dialogues).where(eq(dialogues.id, id));
  const timeOf = async (messageId: number | null) => {
    if (messageId === null) return null;
    const [message] = await app.database.db
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.id, messageId));
    return message?.createdAt.getTime();
  };
  expect({
    firstSender: row?.firstSenderId,
    first: row?.firstMessageAt?.getTime() ?? null,
    answered: row?.answeredAt?.getTime() ?? null,
  }).toEqual({ firstSender, first: await timeOf(first), answered: await timeOf(answer) });
}

describe("a conversation's first message and answer", () => {
  it('are kept from the first message, then from the other member’s first answer', async () => {
    const { id, ada, bob } = await dialogue();
    await expectKept(id, null, null, null);
    const [asked] = await send([id, ada]);
    await expectKept(id, ada, asked?.message.id ?? 0, null);
    // More from the first sender is no answer.
    await send([id, ada], [id, ada]);
    await expectKept(id, ada, asked?.message.id ?? 0, null);
    const [answer] = await send([id, bob]);
    await expectKept(id, ada, asked?.message.id ?? 0, answer?.message.id ?? 0);
  });

  it('are both taken from one batch that holds the first message and its answer', async () => {
    const one = await dialogue();
    const other = await dialogue();
    const stored = await send(
      [one.id, one.bob],
      [other.id, other.ada],
      [one.id, one.bob],
      [one.id, one.ada],
      [one.id, one.bob],
      [other.id, other.ada],
    );
    const ids = stored.map((row) => row.message.id);
    await expectKept(one.id, one.bob, ids[0] ?? 0, ids[3] ?? 0);
    await expectKept(other.id, other.ada, ids[1] ?? 0, null);
    // Within one batch every message has the statement's time: the answer took no time.
    const [row] = await app.database.db.select().from(dialogues).where(eq(dialogues.id, one.id));
    expect(row?.answeredAt?.getTime()).toBe(row?.firstMessageAt?.getTime());
  });

  it('never move once set, whatever comes later', async () => {
    const { id, ada, bob } = await dialogue();
    const [asked] = await send([id, bob]);
    const [answer] = await send([id, ada]);
    await send([id, ada], [id, bob]);
    await send([id, bob]);
    await expectKept(id, bob, asked?.message.id ?? 0, answer?.message.id ?? 0);
    // A batch answering an unanswered dialogue leaves an answered one in it alone.
    const quiet = await dialogue();
    const [quietAsked] = await send([quiet.id, quiet.ada]);
    const [late] = await send([id, ada], [quiet.id, quiet.bob], [id, bob]).then((rows) =>
      rows.filter((row) => row.message.dialogueId === quiet.id),
    );
    await expectKept(id, bob, asked?.message.id ?? 0, answer?.message.id ?? 0);
    await expectKept(quiet.id, quiet.ada, quietAsked?.message.id ?? 0, late?.message.id ?? 0);
  });

  it('are filled in from the stored messages by the migration’s backfill', async () => {
    const migration = await readFile(
      new URL('../../db/migrations/0032_reply_times_on_dialogues.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(REPLY_TIMES_BACKFILL);

    const answered = await dialogue();
    const unanswered = await dialogue();
    const empty = await dialogue();
    const setBefore = await dialogue();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    // Inserted as before the migration: nothing kept on the dialogues.
    const inserted = await app.database.db
      .insert(messages)
      .values([
        { dialogueId: answered.id, senderId: answered.bob, text: 'a', createdAt: at(0) },
        { dialogueId: unanswered.id, senderId: unanswered.ada, text: 'b', createdAt: at(1) },
        { dialogueId: answered.id, senderId: answered.bob, text: 'c', createdAt: at(2) },
        { dialogueId: answered.id, senderId: answered.ada, text: 'd', createdAt: at(3) },
        { dialogueId: unanswered.id, senderId: unanswered.ada, text: 'e', createdAt: at(4) },
        { dialogueId: answered.id, senderId: answered.bob, text: 'f', createdAt: at(5) },
        { dialogueId: answered.id, senderId: answered.ada, text: 'g', createdAt: at(6) },
        { dialogueId: setBefore.id, senderId: setBefore.ada, text: 'h', createdAt: at(7) },
      ])
      .returning({ id: messages.id });
    const ids = inserted.map((row) => row.id);
    const sentinel = new Date(Date.UTC(2026, 0, 1));
    await app.database.db
      .update(dialogues)
      .set({ firstSenderId: setBefore.bob, firstMessageAt: sentinel, answeredAt: sentinel })
      .where(eq(dialogues.id, setBefore.id));

    await app.database.db.execute(sql.raw(REPLY_TIMES_BACKFILL));
    expect(await kept(answered.id)).toEqual({
      firstSender: answered.bob,
      first: ids[0],
      answered: ids[3],
    });
    expect(await kept(unanswered.id)).toEqual({
      firstSender: unanswered.ada,
      first: ids[1],
      answered: null,
    });
    expect(await kept(empty.id)).toEqual({ firstSender: null, first: null, answered: null });
    const [untouched] = await app.database.db
      .select()
      .from(dialogues)
      .where(eq(dialogues.id, setBefore.id));
    expect(untouched).toMatchObject({
      firstSenderId: setBefore.bob,
      firstMessageAt: sentinel,
      answeredAt: sentinel,
    });
  });
});

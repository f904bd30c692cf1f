import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { dialogueMembers, dialogues, messages, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { chatRepository } from './chat.repository';
import { replyTimesJob } from './reply-times.job';
import { replyTimeOf } from './reply-times';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Stores a message as the chat does (addMessages, which keeps the dialogue's first message and
 * answer), then moves it and what its dialogue keeps of it back to `at`: the database's clock
 * cannot be moved.
 */
async function storeAt(dialogueId: number, senderId: number, text: string, at: Date) {
  const db = app.database.db;
  const [stored] = await chatRepository(db).addMessages([{ dialogueId, senderId, text }]);
  if (!stored) throw new Error('no message');
  const when = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`
    update ${dialogues} d set
      first_message_at = case when d.first_message_at = m.created_at then ${when}
        else d.first_message_at end,
      answered_at = case when d.answered_at = m.created_at then ${when} else d.answered_at end
    from ${messages} m where m.id = ${stored.message.id} and d.id = m.dialogue_id`);
  await db.update(messages).set({ createdAt: at }).where(eq(messages.id, stored.message.id));
}

/** A conversation `asker` started `daysAgo` days ago; the owner answers after `answerAfter` ms. */
async function conversation(
  owner: number,
  asker: number,
  { daysAgo = 2, answerAfter }: { daysAgo?: number; answerAfter?: number },
) {
  const asked = new Date(Date.now() - daysAgo * 24 * HOUR);
  const [dialogue] = await app.database.db
    .insert(dialogues)
    .values({
      userLowId: Math.min(owner, asker),
      userHighId: Math.max(owner, asker),
      createdAt: asked,
    })
    .returning();
  if (!dialogue) throw new Error('no dialogue');
  await app.database.db.insert(dialogueMembers).values([
    { dialogueId: dialogue.id, userId: owner },
    { dialogueId: dialogue.id, userId: asker },
  ]);
  await storeAt(dialogue.id, asker, 'Hi!', asked);
  if (answerAfter !== undefined) {
    await storeAt(dialogue.id, owner, 'Hello', new Date(asked.getTime() + answerAfter));
  }
}

/** An owner with `answers.length` conversations started by others, answered after those delays. */
async function ownerWith(answers: (number | undefined)[], options: { daysAgo?: number } = {}) {
  const owner = await buildPaidUser(app);
  for (const answerAfter of answers) {
    const asker = await buildUser(app);
    await conversation(owner.id, asker.id, { ...options, answerAfter });
  }
  return owner;
}

const recompute = () => replyTimesJob(app.services.chat, app.services.users)();
const stored = async (id: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0]?.replyTime ?? null;

describe('the reply-time badge', () => {
  it('reads the median into hour, day or a few days, and needs five conversations', () => {
    const at = (medianSeconds: number | null, conversations = 5) =>
      replyTimeOf({ userId: 1, conversations, medianSeconds });
    expect(at(30 * 60)).toBe('hour');
    expect(at(5 * 3600)).toBe('day');
    expect(at(3 * 86_400)).toBe('days');
    expect(at(30 * 86_400)).toBeNull();
    expect(at(null)).toBeNull();
    expect(at(60, 4)).toBeNull();
  });

  it('is computed by the job from the last 30 days and shown in profile_data and search', async () => {
    const quick = await ownerWith([10 * MINUTE, 20 * MINUTE, 30 * MINUTE, 2 * HOUR, 40 * MINUTE]);
    const daily = await ownerWith([5 * HOUR, 6 * HOUR, 20 * HOUR, 3 * HOUR, 30 * HOUR]);
    const few = await ownerWith([10 * MINUTE, 10 * MINUTE, 20 * MINUTE, 30 * MINUTE]);
    // Mostly unanswered: the median conversation never got an answer.
    const silent = await ownerWith([10 * MINUTE, undefined, undefined, undefined, 5 * MINUTE]);
    // Quick, but all before the window.
    const old = await ownerWith([MINUTE, MINUTE, MINUTE, MINUTE, MINUTE], { daysAgo: 40 });

    await recompute();
    expect(await stored(quick.id)).toBe('hour');
    expect(await stored(daily.id)).toBe('day');
    expect(await stored(few.id)).toBeNull();
    expect(await stored(silent.id)).toBeNull();
    expect(await stored(old.id)).toBeNull();

    const page = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: quick.username },
    });
    expect(page.json().reply_time).toBe('hour');
    const fewPage = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: few.username },
    });
    expect(fewPage.json().reply_time).toBeNull();

    const searcher = await buildUser(app);
    const { access } = await login(app, searcher.username);
    const search = await app.inject({
      method: 'POST',
      url: '/api/search_user/',
      headers: bearer(access),
      payload: { name: daily.username, range: 10 },
    });
    expect(search.json().data[0]).toMatchObject({ username: daily.username, reply_time: 'day' });
  });

  it('takes a badge away once it is no longer earned', async () => {
    const owner = await ownerWith([MINUTE, MINUTE, MINUTE, MINUTE, MINUTE]);
    await recompute();
    expect(await stored(owner.id)).toBe('hour');
    await app.database.db.delete(dialogues).where(eq(dialogues.userLowId, owner.id));
    await app.database.db.delete(dialogues).where(eq(dialogues.userHighId, owner.id));
    await recompute();
    expect(await stored(owner.id)).toBeNull();
  });

  it("stops counting a conversation once its first message's sender deleted their account", async () => {
    const owner = await buildPaidUser(app);
    const askers = [];
    for (let i = 0; i < 5; i++) {
      const asker = await buildUser(app);
      askers.push(asker);
      await conversation(owner.id, asker.id, { answerAfter: MINUTE });
    }
    await recompute();
    expect(await stored(owner.id)).toBe('hour');
    await app.database.db.delete(users).where(eq(users.id, askers[0]?.id ?? 0));
    await recompute();
    expect(await stored(owner.id)).toBeNull();
  });

  it('gives the same badges when the job takes a few members at a time', async () => {
    const lapsed = await ownerWith([MINUTE, MINUTE]);
    const owners = [
      await ownerWith([MINUTE, MINUTE, MINUTE, MINUTE, MINUTE]),
      await ownerWith([5 * HOUR, 6 * HOUR, 20 * HOUR, 3 * HOUR, 30 * HOUR]),
      lapsed,
    ];
    // A badge someone had that the batches must take away, not skip.
    await app.database.db.update(users).set({ replyTime: 'days' }).where(eq(users.id, lapsed.id));
    await replyTimesJob(app.services.chat, app.services.users, 3)();
    expect(await Promise.all(owners.map((owner) => stored(owner.id)))).toEqual([
      'hour',
      'day',
      null,
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dialogueMembers, dialogues, messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { unreadSweepJob } from './notifications.job';

let app: FastifyInstance;
beforeAll(async () => {
  // A day's delay: the messages below, two days old, are owed; nothing sent now is.
  app = await createTestApp({ unreadEmailDelaySeconds: 86_400 });
});
afterAll(() => app.close());

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60_000);

/** A conversation in which `sender` wrote to `receiver` two days ago; `read` if they saw it. */
async function wrote(senderId: number, receiverId: number, read: boolean) {
  const [dialogue] = await app.database.db
    .insert(dialogues)
    .values({
      userLowId: Math.min(senderId, receiverId),
      userHighId: Math.max(senderId, receiverId),
      createdAt: TWO_DAYS_AGO,
    })
    .returning();
  if (!dialogue) throw new Error('no dialogue');
  const [message] = await app.database.db
    .insert(messages)
    .values({ dialogueId: dialogue.id, senderId, text: 'Are you free?', createdAt: TWO_DAYS_AGO })
    .returning();
  await app.database.db.insert(dialogueMembers).values([
    { dialogueId: dialogue.id, userId: senderId, lastReadMessageId: message?.id ?? 0 },
    {
      dialogueId: dialogue.id,
      userId: receiverId,
      lastReadMessageId: read ? (message?.id ?? 0) : 0,
    },
  ]);
}

describe('the unread sweep', () => {
  it('finds every member owed a mail, a few members at a time', async () => {
    const sender = await buildUser(app);
    const receivers = [];
    for (let i = 0; i < 5; i += 1) receivers.push(await buildUser(app));
    for (const [i, receiver] of receivers.entries()) await wrote(sender.id, receiver.id, i === 2);

    const batches: [number, number][] = [];
    const queued: number[] = [];
    let calls = 0;
    const { unreadMail, users } = app.services;
    await unreadSweepJob(
      {
        owed: (members) => {
          batches.push(members);
          return unreadMail.owed(members);
        },
      },
      {
        enqueueEachOnce: async (_name, jobs) => {
          calls += 1;
          queued.push(...jobs.map(({ key }) => Number(key.replace('unread-mail:', ''))));
          return jobs.length;
        },
      },
      users,
      2,
    )();

    const owed = receivers.filter((_, i) => i !== 2).map((receiver) => receiver.id);
    expect(queued.sort((a, b) => a - b)).toEqual(owed);
    // Six members two at a time: each statement looked at two of them, none at all.
    expect(batches).toEqual([
      [sender.id, receivers[0]?.id],
      [receivers[1]?.id, receivers[2]?.id],
      [receivers[3]?.id, receivers[4]?.id],
    ]);
    // One statement queues a batch's mails: one commit for all of them.
    expect(calls).toBe(batches.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, messages } from '../../db/schema';
import type { Database } from '../../db/client';
import { createTestApp } from '../../test/app';
import { chatServiceOf } from './chat-service.fixtures';
import { buildPaidUser, buildUser, subscribeBrowser } from '../../test/factories';

/**
 * Decision 141: a message to a member nothing is queued for is one statement, without a
 * transaction around it; a receiver with a browser gets the message and its push job together.
 */
let app: FastifyInstance;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.close());

/** The app's chat service on a database that counts the transactions opened on it. */
function countedChat() {
  const { db } = app.database;
  const opened = { transactions: 0 };
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction') opened.transactions += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Database;
  return { service: chatServiceOf(app, { db: counted }), opened };
}

const pushJobsOf = (subscriptionId: number) =>
  app.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.name, 'notifications.push-message'),
        sql`(${jobs.payload} ->> 'subscriptionId')::int = ${subscriptionId}`,
      ),
    );

describe('storing a message', () => {
  it('is one statement, no transaction, for a receiver without a browser; a resend answers the same message', async () => {
    const { service, opened } = countedChat();
    const ada = await buildPaidUser(app);
    const bob = await buildUser(app);
    const clientId = crypto.randomUUID();
    await service.send(ada, 'hello', bob.username, clientId);
    await service.send(ada, 'hello', bob.username, clientId);
    expect(opened.transactions).toBe(0);
    const rows = await app.database.db.select().from(messages).where(eq(messages.senderId, ada.id));
    expect(rows.map((row) => row.text)).toEqual(['hello']);
  });

  it('stores the message and its push job in one transaction for a receiver with a browser', async () => {
    const { service, opened } = countedChat();
    const ada = await buildPaidUser(app);
    const bob = await buildUser(app);
    await subscribeBrowser(app, bob.id);
    const [subscriptionId] = await app.services.pushSubscriptions.idsOf(bob.id);
    await service.send(ada, 'are you there?', bob.username, crypto.randomUUID());
    expect(opened.transactions).toBe(1);
    const queued = await pushJobsOf(subscriptionId ?? 0);
    expect(queued).toHaveLength(1);
  });
});

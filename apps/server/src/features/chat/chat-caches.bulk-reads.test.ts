import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { buildPaidUser, buildUser, subscribeBrowser } from '../../test/factories';
import { subscriptionsRepository } from '../billing/subscriptions.repository';
import { pushSubscriptionsRepository } from '../notifications/push-subscriptions.repository';
import { usersRepository } from '../users/users.repository';
import { chatRepository } from './chat.repository';

/**
 * Decision 142: the event-kept answers every message asks for are read again in bulk ahead of
 * their end. Each bulk read must answer what its single lookup answers, key by key, including
 * the keys it finds nothing for.
 */
let app: FastifyInstance;
beforeAll(async () => (app = await createTestApp()));
afterAll(() => app.close());

const db = () => app.database.db;

describe('the bulk reads behind the chat’s kept answers', () => {
  it('find members by any case of their names, and leave unknown names out', async () => {
    const ada = await buildUser(app);
    const bob = await buildUser(app);
    const users = usersRepository(db());
    const found = await users.findByUsernames([
      ada.username.toUpperCase(),
      bob.username,
      'nobody-here',
    ]);
    expect(found.map((user) => user.id).sort()).toEqual([ada.id, bob.id].sort());
    expect(await users.findByIds([ada.id, -1])).toEqual([await users.findById(ada.id)]);
  });

  it('answer each pair’s conversation and block state as one lookup does, and leave unstarted pairs out', async () => {
    const ada = await buildPaidUser(app);
    const bob = await buildUser(app);
    const cyd = await buildUser(app);
    await app.services.chat.send(ada, 'Hello', bob.username);
    await app.services.chat.send(ada, 'Hello', cyd.username);
    const { id } = await app.services.chat.addDialogue(cyd, ada.username);
    await app.services.chat.setSpam(cyd, id, true);
    const chat = chatRepository(db());
    const pairs: [number, number][] = [bob, cyd, ada].map(({ id: other }) => [
      Math.min(ada.id, other),
      Math.max(ada.id, other),
    ]);
    const many = await chat.existingMany(pairs);
    expect([...many.keys()].sort()).toEqual(
      pairs
        .slice(0, 2)
        .map(([l, h]) => `${l}:${h}`)
        .sort(),
    );
    for (const [low, high] of pairs.slice(0, 2)) {
      expect(many.get(`${low}:${high}`)).toEqual(await chat.existing(low, high));
    }
    expect(many.get(`${pairs[1]?.[0]}:${pairs[1]?.[1]}`)?.blocked).toBe(true);
  });

  it('answer each member’s plan and browsers, a member without any included', async () => {
    const paid = await buildPaidUser(app);
    const free = await buildUser(app);
    await subscribeBrowser(app, paid.id);
    const plans = await subscriptionsRepository(db()).findByUsers([paid.id, free.id]);
    expect(plans.map((row) => row.userId)).toEqual([paid.id]);
    const push = pushSubscriptionsRepository(db());
    expect(await push.idsOfMany([paid.id, free.id])).toEqual(
      new Map([
        [paid.id, await push.idsOf(paid.id)],
        [free.id, []],
      ]),
    );
  });
});

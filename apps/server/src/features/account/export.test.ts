import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/export/ (Download my data)', () => {
  it('answers a JSON file with the account and every message sent or received', async () => {
    const ada = await buildPaidUser(app, { bio: 'Travel creator' });
    const bob = await buildPaidUser(app);
    const eve = await buildPaidUser(app);
    const { id: withBob } = await app.services.chat.addDialogue(ada, bob.username);
    await app.database.db.insert(messages).values(
      Array.from({ length: 35 }, (_, i) => ({
        dialogueId: withBob,
        senderId: i % 2 ? bob.id : ada.id,
        text: `m${i + 1}`,
      })),
    );
    // A conversation Ada is not part of.
    const { id: private_ } = await app.services.chat.addDialogue(bob, eve.username);
    await app.database.db
      .insert(messages)
      .values({ dialogueId: private_, senderId: eve.id, text: 'secret' });

    const { access } = await login(app, ada.username);
    const response = await app.inject({ url: '/api/export/', headers: bearer(access) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="partnerly-${ada.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json();
    expect(data).toMatchObject({
      username: ada.username,
      email: ada.email,
      profile_text: 'Travel creator',
      subscription: { status: 'active' },
      dialogues: [{ id: withBob, username: bob.username }],
    });
    expect(data.exported_at).toMatch(/^\d{4}-/);
    const texts = (data.messages as { text: string; sender: string }[]).map((m) => m.text);
    expect(texts).toEqual(Array.from({ length: 35 }, (_, i) => `m${i + 1}`));
    expect(texts).not.toContain('secret');
    expect(data).toHaveProperty('socials');
    expect(data).toHaveProperty('manule_socials');
    expect(data).toHaveProperty('links');
    expect(data).toHaveProperty('ads');
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/export/' })).statusCode).toBe(401);
  });
});

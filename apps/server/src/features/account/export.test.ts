import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactMessages, messages, promoCodes, promoRedemptions } from '../../db/schema';
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

  it('holds every kind of thing the member gave us or we keep about them', async () => {
    const ada = await buildPaidUser(app);
    const bob = await buildPaidUser(app, { isContentCreator: true });
    const { access } = await login(app, ada.username);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, headers: bearer(access), payload });

    const list = (await call('POST', '/api/lists/', { name: 'Summer launch' })).json<{
      id: number;
    }>();
    expect(
      (await call('POST', `/api/lists/${list.id}/items/`, { username: bob.username, note: 'Fast' }))
        .statusCode,
    ).toBeLessThan(300);
    await call('POST', '/api/packages/', {
      title: 'One reel',
      platform: 'Instagram',
      price: 250,
      delivery_days: 7,
    });
    await call('PUT', '/api/notification-settings/', { email_unread: false });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/ada-laptop';
    await call('POST', '/api/push/subscriptions/', {
      endpoint,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
    await call('POST', '/api/report/', {
      target: 'user',
      username: bob.username,
      reason: 'spam',
      details: 'Sends the same offer to everyone',
    });
    await app.database.db.insert(contactMessages).values({
      name: 'Ada',
      email: ada.email,
      subject: 'Invoices',
      message: 'Where are my invoices?',
      userId: ada.id,
    });
    const [code] = await app.database.db
      .insert(promoCodes)
      .values({ code: `ADA-${ada.id}`, expiresOn: '2030-01-01', amount: 1, percent: 100 })
      .returning({ id: promoCodes.id });
    await app.database.db
      .insert(promoRedemptions)
      .values({ promoCodeId: code?.id ?? 0, userId: ada.id });

    const data = (await app.inject({ url: '/api/export/', headers: bearer(access) })).json();
    expect(data.account.date_joined).toMatch(/^\d{4}-/);
    expect(data.saved_lists).toEqual([
      {
        name: 'Summer launch',
        created_at: expect.any(String),
        profiles: [{ username: bob.username, note: 'Fast', saved_at: expect.any(String) }],
      },
    ]);
    expect(data.packages).toEqual([
      { title: 'One reel', platform: 'Instagram', description: '', price: 250, delivery_days: 7 },
    ]);
    expect(data.notification_settings).toMatchObject({
      email_unread: false,
      email_verification: true,
    });
    expect(data.push_subscriptions).toEqual([{ endpoint, created_at: expect.any(String) }]);
    expect(data.reports_filed).toEqual([
      expect.objectContaining({
        target: 'user',
        reason: 'spam',
        details: 'Sends the same offer to everyone',
      }),
    ]);
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ subject: 'Invoices', message: 'Where are my invoices?' }),
    ]);
    expect(data.promo_codes_redeemed).toEqual([
      { code: `ADA-${ada.id}`, redeemed_at: expect.any(String) },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data).toHaveProperty('profile_analytics');
    // Secrets we check with are not data about the member.
    const text = JSON.stringify(data);
    for (const secret of ['tBHItJI5svbpez7KI4CCXg', 'password_hash', 'token_hash', 'argon2']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/export/' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { app, expectSessionEnded, setUpMailingApp, smtp } from '../../test/mailing-app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

setUpMailingApp();

async function signedIn(values: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(app, values);
  const tokens = await login(app, user.username);
  return { user, tokens, headers: bearer(tokens.access) };
}
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });

describe('GET /api/UserData/', () => {
  it('needs a token', async () => {
    expect((await app.inject('/api/UserData/')).statusCode).toBe(401);
  });

  it('describes the signed-in user on the Explorer plan', async () => {
    const { user, headers } = await signedIn();
    const response = await app.inject({ url: '/api/UserData/', headers });
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      number: '',
      date_joined: user.dateJoined.toISOString(),
      third_party: false,
      two_factor: false,
      is_admin: false,
      subscription: {
        status: null,
        started_at: null,
        cancel_at: null,
        canceled_at: null,
        promocode_used: false,
      },
      onboarding: { link_copied: false, dismissed: false },
      is_active: true,
      is_content_producer: false,
      profile_picture: null,
      profile_text: '',
      profile_countrys: [],
      profile_tags: [],
      theme: 'violet',
      socials: [],
      manule_socials: [],
      audience_visibility: { countries_engagement: 'public', ages_genders: 'members' },
      results: null,
      results_hidden: false,
      links: [],
      ads: [],
      tags: [],
      dialogues: [],
      messages: [],
      notifications: [],
      preview_only: [],
      seen: [],
    });
  });
});

describe('PUT /api/update-user/', () => {
  it('renames the user and nobody else', async () => {
    const { user, headers } = await signedIn();
    const other = await buildUser(app);
    const response = await put('/api/update-user/', headers, { username: 'renamed_one' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'renamed_one' });
    const [otherRow] = await app.database.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow?.username).toBe(other.username);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.username).toBe('renamed_one');
  });

  it('refuses a taken, reserved or malformed name', async () => {
    const { headers } = await signedIn();
    await buildUser(app, { username: 'already_here' });
    for (const username of ['ALREADY_HERE', 'pricing', 'bad name', '']) {
      const response = await put('/api/update-user/', headers, { username });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['username']);
    }
  });
});

describe('PUT /api/update-email/', () => {
  it('switches the address after the code sent to the new one', async () => {
    const { user, headers } = await signedIn();
    const first = await put('/api/update-email/', headers, {
      email: 'moved@example.com',
      code: '',
    });
    expect(first.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/CreateVCode/',
      payload: { email: 'moved@example.com' },
    });
    expect(
      (await put('/api/update-email/', headers, { email: 'moved@example.com' })).statusCode,
    ).toBe(208);
    const code = await smtp.codeFor('moved@example.com');
    const done = await put('/api/update-email/', headers, { email: 'moved@example.com', code });
    expect(done.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('moved@example.com');
  });

  it('refuses the current address, a taken one and a bad one', async () => {
    const { user, headers } = await signedIn();
    await buildUser(app, { email: 'occupied@example.com' });
    const same = await put('/api/update-email/', headers, { email: user.email.toUpperCase() });
    expect(same.json()).toEqual({ email: ['You are already using this e-mail address.'] });
    const taken = await put('/api/update-email/', headers, { email: 'occupied@example.com' });
    expect(taken.statusCode).toBe(400);
    const bad = await put('/api/update-email/', headers, { email: 'nope' });
    expect(Object.keys(bad.json())).toEqual(['email']);
  });

  it('is refused for Google accounts', async () => {
    const user = await buildUser(app, { thirdParty: true });
    const tokens = await app.services.sessions.issue(user);
    const response = await put('/api/update-email/', bearer(tokens.access), {
      email: 'g@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });
});

describe('PUT /api/update-password/', () => {
  it('changes the password, ends other sessions and keeps this one', async () => {
    const { user, headers } = await signedIn();
    const otherDevice = await login(app, user.username);
    const response = await put('/api/update-password/', headers, {
      old_password: 'correct-horse-42',
      new_password: 'even-better-pass',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(
      (await app.inject({ url: '/api/UserData/', headers: bearer(fresh.access) })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/UserData/', headers })).statusCode).toBe(401);
    await expectSessionEnded(otherDevice);
    await expect(login(app, user.username, 'even-better-pass')).resolves.toHaveProperty('access');
  });

  it('refuses a wrong old password and a new one equal to it', async () => {
    const { headers } = await signedIn();
    const wrong = await put('/api/update-password/', headers, {
      old_password: 'not-my-password',
      new_password: 'whatever-new-1',
    });
    expect(Object.keys(wrong.json())).toEqual(['old_password']);
    const same = await put('/api/update-password/', headers, {
      old_password: 'correct-horse-42',
      new_password: 'correct-horse-42',
    });
    expect(same.json()).toEqual({
      new_password: ['The new password cannot be the same as the old one.'],
    });
  });
});

describe('DELETE /api/delete-user/', () => {
  it('deletes the account and its sessions', async () => {
    const { user, headers, tokens } = await signedIn();
    const response = await app.inject({ method: 'DELETE', url: '/api/delete-user/', headers });
    expect(response.statusCode).toBe(200);
    expect(await app.services.users.findById(user.id)).toBeUndefined();
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses while a paid subscription is active', async () => {
    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/delete-user',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'You have an active subscription. Please cancel your subscription.',
    });
    expect(await app.services.users.findById(user.id)).toBeDefined();
  });
});

describe('POST /api/contact_us/ from settings', () => {
  it('stores the signed-in sender with subject and message only', async () => {
    const { user, headers } = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      headers,
      payload: { subject: 'Billing question', message: 'How do I get an invoice?' },
    });
    expect(response.statusCode).toBe(200);
    const { contactMessages } = await import('../../db/schema');
    const [row] = await app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id));
    expect(row).toMatchObject({
      name: user.username,
      email: user.email,
      subject: 'Billing question',
    });
  });

  it('keeps the settings subject to 30 characters', async () => {
    const { headers } = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      headers,
      payload: { subject: 'x'.repeat(31), message: 'hi' },
    });
    expect(response.json()).toEqual({
      subject: ['Ensure this field has no more than 30 characters.'],
    });
  });
});

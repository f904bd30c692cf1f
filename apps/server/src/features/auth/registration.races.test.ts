import { describe, expect, it } from 'vitest';
import { app, setUpMailingApp, smtp } from '../../test/mailing-app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

const ROUNDS = 10;
const USERNAME_TAKEN = 'A user with that username already exists.';
const EMAIL_TAKEN = 'A user with that email already exists.';

let host = 0;
/** Each request from its own address, so the per-IP limits stay out of the races. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.31.${Math.floor(host / 250)}.${(host++ % 250) + 1}`,
  });
const form = (username: string, email: string, validate_code: string) => ({
  username,
  email,
  password: 'a-good-password',
  password_conf: 'a-good-password',
  validate_code,
});
const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

/** Mails a code to `email` through the API and reads it from the sink. */
async function codeFor(email: string) {
  expect((await post('/api/CreateVCode/', { email })).statusCode).toBe(200);
  return smtp.codeFor(email);
}

setUpMailingApp();

describe('races on registration and codes', () => {
  it('registers one username once when three sign up with it at once; the losers keep their codes', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `race${round}_${Date.now().toString(36)}`;
      const emails = [0, 1, 2].map((index) => `${name}.${index}@example.com`);
      const codes = await Promise.all(emails.map(codeFor));
      const responses = await Promise.all(
        emails.map((email, index) =>
          post('/api/user/register/', form(name, email, codes[index] ?? '')),
        ),
      );
      expect(statuses(responses), responses.map((r) => r.body).join()).toEqual([201, 400, 400]);
      // The losers' codes were not spent: each still creates an account under another name.
      for (const [index, response] of responses.entries()) {
        if (response.statusCode !== 400) continue;
        expect(response.json()).toEqual({ username: [USERNAME_TAKEN] });
        const retry = await post(
          '/api/user/register/',
          form(`${name}_${index}`, emails[index] ?? '', codes[index] ?? ''),
        );
        expect(retry.statusCode, retry.body).toBe(201);
      }
    }
  });

  it('registers one e-mail once when three sign up with it at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `same${round}_${Date.now().toString(36)}@example.com`;
      const code = await codeFor(email);
      const responses = await Promise.all(
        [0, 1, 2].map((index) =>
          post('/api/user/register/', form(`same${round}_${index}_${host}`, email, code)),
        ),
      );
      expect(statuses(responses), responses.map((r) => r.body).join()).toEqual([201, 400, 400]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        expect(response.json()).toEqual({ email: [EMAIL_TAKEN] });
      }
    }
  });

  it('adds one user once when an admin sends add-user three times at once', async () => {
    const admin = await buildPaidUser(app, { isAdmin: true });
    const headers = bearer((await login(app, admin.username)).access);
    for (let round = 0; round < ROUNDS; round++) {
      const username = `added${round}_${Date.now().toString(36)}`;
      const responses = await Promise.all(
        [0, 1, 2].map((index) =>
          post(
            '/api/admin/add-user/',
            { username, email: `${username}.${index}@example.com` },
            headers,
          ),
        ),
      );
      expect(statuses(responses), responses.map((r) => r.body).join()).toEqual([201, 400, 400]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        expect(response.json()).toEqual({ username: [USERNAME_TAKEN] });
      }
    }
  });

  it('gives an address to one of a sign-up and an e-mail change racing for it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `wanted${round}_${Date.now().toString(36)}@example.com`;
      const code = await codeFor(email);
      const mover = await buildUser(app);
      const headers = bearer((await login(app, mover.username)).access);
      const [signUp, change] = await Promise.all([
        post('/api/user/register/', form(`wanted${round}_${host}`, email, code)),
        app.inject({ method: 'PUT', url: '/api/update-email/', headers, payload: { email, code } }),
      ]);
      expect([signUp.statusCode, change.statusCode].sort(), signUp.body + change.body).toEqual([
        201, 400,
      ]);
      const loser = signUp.statusCode === 400 ? signUp : change;
      expect(loser.json()).toEqual({ email: [EMAIL_TAKEN] });
    }
  });

  it('renames one of two users when both take one new name at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `renamed${round}_${Date.now().toString(36)}`;
      const sessions = await Promise.all(
        [0, 1].map(async () => bearer((await login(app, (await buildUser(app)).username)).access)),
      );
      const responses = await Promise.all(
        sessions.map((headers) =>
          app.inject({
            method: 'PUT',
            url: '/api/update-user/',
            headers,
            payload: { username: name },
          }),
        ),
      );
      expect(statuses(responses), responses.map((r) => r.body).join()).toEqual([200, 400]);
      const loser = responses.find((response) => response.statusCode === 400);
      expect(loser?.json()).toEqual({ username: [USERNAME_TAKEN] });
    }
  });

  it('mails one code when ten CreateVCode requests for an address arrive at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `ten${round}_${Date.now().toString(36)}@example.com`;
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post('/api/CreateVCode/', { email })),
      );
      expect(statuses(responses)).toEqual([200, ...Array<number>(9).fill(429)]);
      await smtp.lastTo(email);
      // Give a stray second mail time to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
  });

  it('compares a code at most five times, however many guesses arrive at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `guess${round}_${Date.now().toString(36)}@example.com`;
      const code = await codeFor(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          post('/api/user/register/', form(`guess${round}_${index}`, email, wrong)),
        ),
      );
      const messages = responses.map((response) => response.json().validate_code?.[0]);
      expect(messages.filter((message) => message === 'The code is not correct.')).toHaveLength(5);
      expect(
        messages.filter((message) => message === 'The code has expired. Request a new one.'),
      ).toHaveLength(7);
      // Five checks spent it: the right code no longer works either.
      const late = await post('/api/user/register/', form(`guess${round}_ok`, email, code));
      expect(late.statusCode).toBe(400);
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema';
import { createTestApp } from '../../test/app';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Partnership',
  message: 'We would like to work with creators on Partnerly.',
};

describe('POST /api/contact_us/', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await app.database.db.delete(contactMessages);
  });

  // Each request comes from its own address unless a test says otherwise, so the rate
  // limit only shows up in the test about it.
  let nextHost = 1;
  const send = (payload: unknown, ip = `10.0.1.${nextHost++}`) =>
    app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      payload: payload as object,
      remoteAddress: ip,
    });
  const storedRows = () => app.database.db.select().from(contactMessages);

  it('stores exactly one message and confirms it', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Your message has been received.' });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
  });

  it('accepts the path without its trailing slash', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact_us', payload: valid });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['name', { name: undefined }, 'This field is required.'],
    ['name', { name: '   ' }, 'This field is required.'],
    ['name', { name: 'x'.repeat(101) }, 'Ensure this field has no more than 100 characters.'],
    ['email', { email: undefined }, 'This field is required.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    [
      'email',
      { email: `${'a'.repeat(250)}@example.com` },
      'Ensure this field has no more than 254 characters.',
    ],
    ['subject', { subject: '' }, 'This field is required.'],
    ['subject', { subject: 'x'.repeat(101) }, 'Ensure this field has no more than 100 characters.'],
    ['message', { message: undefined }, 'This field is required.'],
    [
      'message',
      { message: 'x'.repeat(1001) },
      'Ensure this field has no more than 1000 characters.',
    ],
  ])(
    'refuses a bad %s with a 400 naming the field and stores nothing',
    async (field, change, message) => {
      const response = await send({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
      expect(await storedRows()).toHaveLength(0);
    },
  );

  it('refuses a body that is not JSON with a clear 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact_us/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers 429 with Retry-After after five messages from one address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid, '10.0.0.9')).statusCode).toBe(200);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().detail).toMatch(/Too many requests/);
    expect(await storedRows()).toHaveLength(5);
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(200);
  });
});

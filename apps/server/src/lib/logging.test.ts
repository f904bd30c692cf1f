import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createLoggedApp } from '../test/captured-log';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { connectSocket } from '../test/socket-client';
import { DEFAULT_PASSWORD, bearer, buildPaidUser, login } from '../test/factories';
import { errorMessage, redactUrl } from './logging';

let app: FastifyInstance;
let logged: () => string;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const built = await createLoggedApp({ smtpUrl: smtp.url });
  app = built.app;
  logged = built.text;
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('log lines', () => {
  it('carry no token, bearer header, password, refresh token or code', async () => {
    const user = await buildPaidUser(app);
    const { access, refresh } = await login(app, user.username);
    const address = app.server.address() as { port: number };
    const socket = await connectSocket(`http://127.0.0.1:${address.port}`, access);
    socket.close();

    const me = await app.inject({ url: '/api/UserData/', headers: bearer(access) });
    expect(me.statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const email = 'logcheck@example.com';
    await app.inject({ method: 'POST', url: '/api/CreateVCode/', payload: { email } });
    const code = await smtp.codeFor(email);
    await app.inject({ url: `/api/anything/?code=${code}&token=${access}` });

    const text = logged();
    expect(text).toContain('/ws/socket-server/?token=%5BRedacted%5D');
    expect(text).toContain('/api/token/refresh/');
    for (const secret of [access, refresh, refreshed.json().refresh, DEFAULT_PASSWORD, code]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/bearer /i);
  });
});

describe('objects handed to the logger', () => {
  it('lose their passwords, tokens and body codes but keep error codes', () => {
    app.log.warn(
      {
        body: { password: 'hunter2-hunter2', code: '493021' },
        session: { refresh: 'refresh-token-value' },
        err: { code: 'ECONNREFUSED' },
      },
      'redaction probe',
    );
    const line = logged()
      .split('\n')
      .find((each) => each.includes('redaction probe'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/hunter2|493021|refresh-token-value/);
    expect(line).toContain('ECONNREFUSED');
  });
});

describe('a failed query', () => {
  /** A statement given a value to keep secret, failing on its row: PostgreSQL quotes the row. */
  async function failedInsert() {
    const secret = `secret-${randomBytes(6).toString('hex')}`;
    const failure = await app.database.db
      .execute(sql`insert into users (username) values (${secret})`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    return { secret, failure: failure as Error };
  }

  it('is logged with its statement, stack and cause, without the values it was given', async () => {
    const { secret, failure } = await failedInsert();
    // What the logger would otherwise print: the values, in the message and the row's detail.
    expect(`${failure.message}${JSON.stringify(failure.cause)}`).toContain(secret);
    app.log.error({ err: failure }, 'query probe');
    const line = logged()
      .split('\n')
      .find((each) => each.includes('query probe'));
    expect(line).toBeDefined();
    expect(line).not.toContain(secret);
    const { err } = JSON.parse(line as string) as {
      err: { message: string; stack: string; cause: { code: string; message: string } };
    };
    expect(err.message).toContain('insert into users (username) values ($1)');
    expect(err.stack).toContain('logging.test.ts');
    expect(err.cause.code).toBe('23502');
    expect(err.cause.message).toContain('violates not-null constraint');
  });

  it('is stored and logged by a job as its message, without the values', async () => {
    const { secret, failure } = await failedInsert();
    const message = errorMessage(failure);
    expect(message).toContain('insert into users (username) values ($1)');
    expect(message).not.toContain(secret);
    expect(errorMessage(new Error('plain', { cause: failure }))).toBe('plain');
    expect(errorMessage('a string')).toBe('a string');
  });
});

describe('redactUrl', () => {
  it('replaces credential parameters and keeps the others', () => {
    expect(redactUrl('/ws/socket-server/?token=eyJ.abc&x=1')).toBe(
      '/ws/socket-server/?token=%5BRedacted%5D&x=1',
    );
    expect(redactUrl('/api/search/?name=a')).toBe('/api/search/?name=a');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLoggedApp } from '../test/captured-log';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { connectSocket } from '../test/socket-client';
import { DEFAULT_PASSWORD, bearer, buildPaidUser, login } from '../test/factories';
import { redactUrl } from './logging';

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

describe('redactUrl', () => {
  it('replaces credential parameters and keeps the others', () => {
    expect(redactUrl('/ws/socket-server/?token=eyJ.abc&x=1')).toBe(
      '/ws/socket-server/?token=%5BRedacted%5D&x=1',
    );
    expect(redactUrl('/api/search/?name=a')).toBe('/api/search/?name=a');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

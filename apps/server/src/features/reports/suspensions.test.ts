import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES, SOCKET_CLOSE, SUSPENSION_MESSAGES } from '@partnerly/shared';
import { adminAuditLog, ads, reports } from '../../db/schema';
import { startTwoInstances } from '../../test/app';
import { bearer, buildPaidUser, DEFAULT_PASSWORD, login } from '../../test/factories';
import {
  connectedMember,
  connectSocket,
  isError,
  startListeningApp,
} from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
let admin: Record<string, string>;
let host = 1;

beforeAll(async () => {
  ({ app, url } = await startListeningApp());
  const user = await buildPaidUser(app, { isAdmin: true });
  admin = bearer((await login(app, user.username)).access);
});
afterAll(() => app.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = admin) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: `10.66.0.${(host++ % 250) + 1}`,
  });
const suspend = (username: string, headers = admin) =>
  post('/api/admin/suspend-user/', { username, reason: 'Scam messages' }, headers);
const reinstate = (username: string) => post('/api/admin/unsuspend-user/', { username });
const signIn = (username: string) =>
  post('/api/token', { username, password: DEFAULT_PASSWORD }, {});

/** Whether the account shows anywhere a visitor or a member finds people. */
async function visibility(username: string, searcher: Record<string, string>) {
  const page = await post('/api/profile_data/', { username }, {});
  const search = await post('/api/search_user/', { name: username, range: 10 }, searcher);
  const sitemap = await app.inject('/sitemap.xml');
  const explore = await app.inject({ url: '/api/explore/', headers: searcher });
  return {
    page: page.statusCode,
    search: (search.json().data as { username: string }[]).some((u) => u.username === username),
    sitemap: sitemap.body.includes(`/${username}<`),
    explore: JSON.stringify(explore.json()).includes(`"${username}"`),
  };
}

describe('suspending an account', () => {
  it('closes its sockets (4005), ends its sessions and hides it until it is reinstated', async () => {
    const suspect = await connectedMember(app, url);
    const other = await connectedMember(app, url);
    const { username } = suspect.user;
    const searcher = bearer(other.tokens.access);
    await app.database.db.insert(ads).values({
      userId: suspect.user.id,
      title: 'Suspect offer',
      text: 'Too good to be true',
      cpmCents: 100,
      imageHash: 'a'.repeat(64),
    });
    expect(await visibility(username, searcher)).toEqual({
      page: 200,
      search: true,
      sitemap: true,
      explore: true,
    });
    await post('/api/report/', { target: 'user', username, reason: 'scam' }, searcher);

    const response = await suspend(username);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: SUSPENSION_MESSAGES.suspended });
    expect((await suspect.socket.closed()).code).toBe(SOCKET_CLOSE.suspended);

    // No session: old tokens, refresh, a new login, a new socket.
    expect(
      (await app.inject({ url: '/api/UserData/', headers: bearer(suspect.tokens.access) }))
        .statusCode,
    ).toBe(401);
    const refresh = await post('/api/token/refresh/', { refresh: suspect.tokens.refresh }, {});
    expect(refresh.statusCode).toBe(400);
    // Both say why, so an open tab and the sign-in form can tell the member (issue 29).
    const told = 'Your account was suspended. Reason: Scam messages';
    expect(refresh.json()).toEqual({ non_field_errors: [told] });
    const again = await signIn(username);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [told] });

    // Gone from public view, and messages to it are refused.
    expect(await visibility(username, searcher)).toEqual({
      page: 404,
      search: false,
      sitemap: false,
      explore: false,
    });
    other.socket.send({ message: 'Hello?', receiver: username, client_id: crypto.randomUUID() });
    const refusal = await other.socket.next(isError);
    expect(refusal.error).toEqual({ code: 'blocked', detail: MESSAGES.accountSuspended });

    // Its open reports are closed as acted on, and both actions are audited.
    const open = await app.database.db
      .select()
      .from(reports)
      .where(eq(reports.targetUserId, suspect.user.id));
    expect(open.map((report) => report.status)).toEqual(['suspended']);

    expect((await reinstate(username)).statusCode).toBe(200);
    const back = await signIn(username);
    expect(back.statusCode).toBe(200);
    expect(await visibility(username, searcher)).toEqual({
      page: 200,
      search: true,
      sitemap: true,
      explore: true,
    });
    const socket = await connectSocket(url, back.json().access);
    socket.close();
    const audit = await app.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${suspect.user.id}`))
      .orderBy(adminAuditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['user.suspend', 'user.unsuspend']);
    other.socket.close();
  });

  it('refuses a socket for a suspended account with 4005', async () => {
    const suspect = await buildPaidUser(app);
    const { access } = await login(app, suspect.username);
    await suspend(suspect.username);
    const socket = await connectSocket(url, access);
    // Its token version moved on, so the old token is refused as ended.
    expect((await socket.closed()).code).toBe(SOCKET_CLOSE.unauthorized);
    await reinstate(suspect.username);
  });

  it('does not suspend admins, unknown names or bad input, and is a 404 for non-admins', async () => {
    const otherAdmin = await buildPaidUser(app, { isAdmin: true });
    const refused = await suspend(otherAdmin.username);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ username: [SUSPENSION_MESSAGES.adminNotSuspendable] });
    expect((await signIn(otherAdmin.username)).statusCode).toBe(200);

    expect((await suspend('nobody_by_that_name')).statusCode).toBe(404);
    const bad = await post('/api/admin/suspend-user/', { username: 'a\u0000b', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['reason', 'username']);
    const notSuspended = await reinstate(otherAdmin.username);
    expect(notSuspended.statusCode).toBe(400);

    const member = await buildPaidUser(app);
    const target = await buildPaidUser(app);
    const memberHeaders = bearer((await login(app, member.username)).access);
    expect((await suspend(target.username, memberHeaders)).statusCode).toBe(404);
    expect((await signIn(target.username)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log(
    'suspensions.test: cross-instance part skipped, it needs REDIS_URL and TEST_DATABASE_URL',
  );
}

describe.runIf(Boolean(redisUrl && databaseUrl))('suspending across two instances', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let urlB: string;
  beforeAll(async () => {
    ({ first, second, urlB } = await startTwoInstances({ redisUrl }));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('closes the suspended account’s socket on instance B when an admin suspends it on A', async () => {
    const suspect = await connectedMember(first, urlB);
    const chief = await buildPaidUser(first, { isAdmin: true });
    const headers = bearer((await login(first, chief.username)).access);
    const response = await first.inject({
      method: 'POST',
      url: '/api/admin/suspend-user/',
      payload: { username: suspect.user.username, reason: 'Scam messages' },
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await suspect.socket.closed()).code).toBe(SOCKET_CLOSE.suspended);
    const onB = await second.inject({
      url: '/api/UserData/',
      headers: bearer(suspect.tokens.access),
    });
    expect(onB.statusCode).toBe(401);
  });
});

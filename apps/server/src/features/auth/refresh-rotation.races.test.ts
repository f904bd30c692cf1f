import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { afterRefreshGrace } from '../../test/clock';
import { bearer, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let host = 0;
// A fresh client address per call keeps these bursts clear of the per-address refresh limit.
const refresh = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: token },
    remoteAddress: `10.42.${Math.floor(host / 250) % 250}.${host++ % 250}`,
  });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Both tokens of a pair still work: the access token signs in, the refresh token rotates. */
async function expectWorkingPair(pair: { access: string; refresh: string }) {
  const me = await app.inject({ url: '/api/UserData/', headers: bearer(pair.access) });
  expect(me.statusCode).toBe(200);
  expect((await refresh(pair.refresh)).statusCode).toBe(200);
}

describe('refresh rotation under concurrency', () => {
  for (const parallel of [2, 10]) {
    it(`answers ${parallel} simultaneous refreshes with one token with working pairs, every time`, async () => {
      const user = await buildUser(app);
      for (let round = 0; round < 8; round += 1) {
        const { refresh: token } = await login(app, user.username);
        const answers = await Promise.all(Array.from({ length: parallel }, () => refresh(token)));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(parallel).fill(200));
        for (const answer of answers) {
          await expectWorkingPair(answer.json<{ access: string; refresh: string }>());
        }
      }
    });
  }
});

describe('the grace window of a rotated refresh token', () => {
  it('trades a just-rotated token for another pair of the same session', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const winner = (await refresh(first.refresh)).json<{ access: string; refresh: string }>();
    const late = await refresh(first.refresh);
    expect(late.statusCode).toBe(200);
    await expectWorkingPair(late.json());
    await expectWorkingPair(winner);
  });

  it('revokes the whole family when the rotated token comes back after the window', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const pairs = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    await afterRefreshGrace(async () => {
      expect((await refresh(first.refresh)).statusCode).toBe(401);
      for (const pair of pairs) {
        expect((await refresh(pair.json<{ refresh: string }>().refresh)).statusCode).toBe(401);
      }
    });
  });

  it('gives nothing for a rotated token once its session has logged out', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: second.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, buildUser, login } from '../../test/factories';
import {
  app,
  audienceSeenBy,
  choose,
  creator,
  setUpAudienceApp,
  storedChoice,
} from './audience.harness';
import { AUDIENCE_VISIBILITY_CHANGES_PER_HOUR } from './audience.routes';

setUpAudienceApp();

describe('PUT /api/audience-visibility/', () => {
  it('stores the choice and answers it', async () => {
    const { user, headers } = await creator();
    const response = await choose(headers, {
      countries_engagement: 'members',
      ages_genders: 'public',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ countries_engagement: 'members', ages_genders: 'public' });
    expect(await storedChoice(user.id)).toMatchObject({
      countriesEngagement: 'members',
      agesGenders: 'public',
    });
  });

  it.each([
    [{ countries_engagement: 'everyone', ages_genders: 'public' }, 'countries_engagement'],
    [{ countries_engagement: 'public' }, 'ages_genders'],
    [{ countries_engagement: 'public', ages_genders: 1 }, 'ages_genders'],
  ])('refuses %j with field errors and writes nothing', async (payload, field) => {
    const { user, headers } = await creator();
    const response = await choose(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object)).toContain(field);
    expect(await storedChoice(user.id)).toBeUndefined();
  });

  it('cannot reach another member’s choice: a named member is refused, theirs unchanged', async () => {
    const other = await creator();
    await choose(other.headers, { countries_engagement: 'public', ages_genders: 'members' });
    const { user, headers } = await creator();
    for (const named of [{ username: other.user.username }, { user_id: other.user.id }]) {
      const response = await choose(headers, {
        countries_engagement: 'hidden',
        ages_genders: 'hidden',
        ...named,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await storedChoice(other.user.id)).toMatchObject({
      countriesEngagement: 'public',
      agesGenders: 'members',
    });
    expect(await storedChoice(user.id)).toBeUndefined();
    expect(await audienceSeenBy(other.user.username)).not.toBeNull();
  });

  it('needs Full Access (403) and a session (401), and writes nothing', async () => {
    const free = await buildUser(app);
    const headers = bearer((await login(app, free.username)).access);
    const body = { countries_engagement: 'hidden', ages_genders: 'hidden' };
    expect((await choose(headers, body)).statusCode).toBe(403);
    expect((await choose({}, body)).statusCode).toBe(401);
    expect(await storedChoice(free.id)).toBeUndefined();
  });

  it('keeps a per-member budget: the next change is 429 with Retry-After', async () => {
    const { headers } = await creator();
    const body = { countries_engagement: 'public', ages_genders: 'members' };
    for (let i = 0; i < AUDIENCE_VISIBILITY_CHANGES_PER_HOUR; i += 1) {
      expect((await choose(headers, body)).statusCode).toBe(200);
    }
    const over = await choose(headers, body);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const { headers: another } = await creator();
    expect((await choose(another, body)).statusCode).toBe(200);
  });
});

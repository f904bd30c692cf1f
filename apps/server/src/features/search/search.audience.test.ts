import { describe, expect, it } from 'vitest';
import { AUDIENCE_AGE_RANGES, AUDIENCE_GENDERS } from '@partnerly/shared';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { connectionAudiences, platformConnections, socials } from '../../db/schema';
import {
  INSTAGRAM,
  app,
  choose,
  creator,
  member,
  setUpAudienceApp,
} from '../audience/audience.harness';
import { AUDIENCE_SEARCH_STEPS } from './search.audience';

setUpAudienceApp();

/** Issue 48 point 3: searching on verified audiences (decision 110). */
describe('POST /api/filter_user_by_social/ on the verified audience', () => {
  const search = async (headers: Record<string, string>, values: object) =>
    app.inject({
      method: 'POST',
      url: '/api/filter_user_by_social/',
      headers,
      payload: { socialMedia: 'Instagram', brands: true, range: 10, ...values },
    });
  const found = async (headers: Record<string, string>, values: object) => {
    const response = await search(headers, values);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { username: string }[] }).data.map((row) => row.username);
  };

  it('matches each filter on verified accounts only, and respects hidden parts', async () => {
    const searcher = await member();
    const anna = await creator();
    const bea = await creator('instagram', {
      ...INSTAGRAM,
      countries: [{ code: 'BR', share: 100 }],
      ages: [{ range: '13-17', share: 100 }],
      genders: [{ gender: 'male', share: 100 }],
      engagementRate: 1.5,
    });
    // An admin-checked account never borrows an audience: it is never found by one.
    const cleo = await creator();
    await app.database.db
      .update(socials)
      .set({ source: 'admin' })
      .where(eq(socials.userId, cleo.user.id));
    const a = anna.user.username;
    const b = bea.user.username;

    expect(await found(searcher, { audienceCountry: 'us' })).toEqual([a]);
    expect(await found(searcher, { audienceCountry: 'US', minAudienceShare: 40 })).toEqual([a]);
    expect(await found(searcher, { audienceCountry: 'US', minAudienceShare: 40.5 })).toEqual([]);
    expect(await found(searcher, { audienceCountry: 'BR' })).toEqual([b]);
    expect(await found(searcher, { audienceAge: '25-34', minAudienceShare: 50 })).toEqual([a]);
    expect(await found(searcher, { audienceAge: '13-17' })).toEqual([b]);
    expect(await found(searcher, { audienceGender: 'female', minAudienceShare: 55 })).toEqual([a]);
    expect(await found(searcher, { minEngagementRate: 2 })).toEqual([a]);
    expect((await found(searcher, { minEngagementRate: 1 })).sort()).toEqual([a, b].sort());
    expect(
      await found(searcher, {
        audienceCountry: 'US',
        audienceGender: 'male',
        minEngagementRate: 4,
      }),
    ).toEqual([a]);

    // Hidden ages and genders: no longer searchable by them, still by country.
    expect(
      (await choose(anna.headers, { countries_engagement: 'public', ages_genders: 'hidden' }))
        .statusCode,
    ).toBe(200);
    expect(await found(searcher, { audienceGender: 'female' })).toEqual([]);
    expect(await found(searcher, { audienceAge: '25-34' })).toEqual([]);
    expect(await found(searcher, { audienceCountry: 'US' })).toEqual([a]);
    // Members-only parts are searchable: every searcher is signed in.
    await choose(anna.headers, { countries_engagement: 'members', ages_genders: 'members' });
    expect(await found(searcher, { audienceGender: 'female' })).toEqual([a]);
    await choose(anna.headers, { countries_engagement: 'hidden', ages_genders: 'members' });
    expect(await found(searcher, { audienceCountry: 'US' })).toEqual([]);
    expect(await found(searcher, { minEngagementRate: 2 })).toEqual([]);
  });

  it('follows the audience as it is read again and as the account is disconnected (decision 119)', async () => {
    const searcher = await member();
    const dana = await creator();
    // Other tests' creators share the database: whether Dana is found is what counts here.
    const findsDana = async (values: object) =>
      (await found(searcher, values)).includes(dana.user.username);
    const { db } = app.database;
    expect(await findsDana({ audienceCountry: 'US', minAudienceShare: 30 })).toBe(true);

    const [connection] = await db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(eq(platformConnections.userId, dana.user.id));
    await db
      .update(connectionAudiences)
      .set({
        audience: {
          ...INSTAGRAM,
          countries: [
            { code: 'JP', share: 88 },
            { code: 'US', share: 12 },
          ],
        },
      })
      .where(eq(connectionAudiences.connectionId, connection?.id ?? 0));
    expect(await findsDana({ audienceCountry: 'US', minAudienceShare: 30 })).toBe(false);
    expect(await findsDana({ audienceCountry: 'JP', minAudienceShare: 50 })).toBe(true);
    // On a step the keys answer; between two (12.5) they narrow, and the audience decides.
    expect(await findsDana({ audienceCountry: 'US', minAudienceShare: 10 })).toBe(true);
    expect(await findsDana({ audienceCountry: 'US', minAudienceShare: 12 })).toBe(true);
    expect(await findsDana({ audienceCountry: 'US', minAudienceShare: 12.5 })).toBe(false);

    await db.delete(platformConnections).where(eq(platformConnections.userId, dana.user.id));
    expect(await findsDana({ audienceCountry: 'JP' })).toBe(false);
    expect(await findsDana({ minEngagementRate: 1 })).toBe(false);
  });

  it('keeps the keys at the steps the search asks for', async () => {
    const [steps] = rowsOf<{ share: string[]; engagement: string[] }>(
      await app.database.db.execute(
        sql`select audience_search_steps('c')::text[] as share, audience_search_steps('e')::text[] as engagement`,
      ),
    );
    expect({
      share: steps?.share.map(Number),
      engagement: steps?.engagement.map(Number),
    }).toEqual(AUDIENCE_SEARCH_STEPS);
  });

  it('numbers the ages and genders as the search input lists them (decision 134)', async () => {
    const [values] = rowsOf<{ ages: string[]; genders: string[] }>(
      await app.database.db.execute(
        sql`select audience_search_values('a') as ages, audience_search_values('g') as genders`,
      ),
    );
    expect(values).toEqual({ ages: [...AUDIENCE_AGE_RANGES], genders: [...AUDIENCE_GENDERS] });
  });

  it('asks for its keys in the search statement itself, with no query of their own', async () => {
    // A SQL function with a FROM is planned anew at every execution of the statement calling
    // it (half an audience page's time, decision 134); one with a single expression is
    // inlined, so the plan shows the expression instead of the call.
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await app.database.db.execute(
        sql`explain (verbose, format json) select audience_search_key('c', u.username, u.id) from users u`,
      ),
    );
    const plan = JSON.stringify(row?.['QUERY PLAN']);
    expect(plan).toContain('width_bucket');
    expect(plan).not.toContain('audience_search_key');
  });

  it('gives each part, value and step a key of its own, and none to a value it does not know', async () => {
    const [keys] = rowsOf<{ all: number; distinct: number; unknown: number }>(
      await app.database.db.execute(sql`select count(*)::int as all,
          count(distinct audience_search_key(p.part, v.value, s.step))::int as distinct,
          count(*) filter (where audience_search_key(p.part, v.value, s.step) is null)::int as unknown
        from (values ('c'), ('a'), ('g'), ('e')) p(part)
        cross join lateral (select value from unnest(case p.part
            when 'c' then array['AA', 'AZ', 'US', 'ZA', 'ZZ', 'us', 'USA']
            else audience_search_values(p.part) || array['unknown'] end) value) v
        cross join lateral unnest(audience_search_steps(p.part)) s(step)`),
    );
    // Per step: 5 countries, 7 ages, 3 genders and engagement are known; 'us', 'USA' and the
    // three 'unknown' values are not.
    expect(keys).toEqual({
      all: 6 * (7 + 8 + 4 + 2),
      distinct: 6 * (5 + 7 + 3 + 1),
      unknown: 6 * 5,
    });
  });

  it('is for signed-in members only: a visitor gets a 401', async () => {
    expect((await search({}, { audienceCountry: 'US' })).statusCode).toBe(401);
  });

  it('refuses bad input with the field named', async () => {
    const searcher = await member();
    const bad: [string, object][] = [
      ['audienceCountry', { audienceCountry: 'USA' }],
      ['audienceCountry', { audienceCountry: 'United States' }],
      ['audienceCountry', { audienceCountry: 7 }],
      ['audienceAge', { audienceAge: '20-30' }],
      ['audienceGender', { audienceGender: 'men' }],
      ['minAudienceShare', { audienceCountry: 'US', minAudienceShare: 101 }],
      ['minAudienceShare', { audienceCountry: 'US', minAudienceShare: -1 }],
      ['minAudienceShare', { audienceCountry: 'US', minAudienceShare: '50' }],
      ['minAudienceShare', { minAudienceShare: 20 }],
      ['minEngagementRate', { minEngagementRate: 'high' }],
      ['minEngagementRate', { minEngagementRate: 101 }],
    ];
    for (const [field, values] of bad) {
      const response = await search(searcher, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
  });
});

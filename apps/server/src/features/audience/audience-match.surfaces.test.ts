import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcDate, type SearchPage } from '@partnerly/shared';
import { audienceVisibility, socials } from '../../db/schema';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { campaignBody } from '../campaigns/campaigns.fixtures';
import type { PlatformAudience } from './audience';
import { audienceMatchesOf } from './audience-matches';
import { app, creator, INSTAGRAM, setUpAudienceApp } from './audience.harness';

setUpAudienceApp();

/**
 * Issue 48 point 4, decision 117: `audience_match` on search cards, saved lists and campaign
 * applicants, for the viewer's own target, and the sorts by it.
 */

/** US 80%, 25-34 100%, female 50%: 0.8 × 1 × 0.5 = 40 for the brand's target. */
const STRONG: PlatformAudience = {
  countries: [
    { code: 'US', share: 80 },
    { code: 'CA', share: 20 },
  ],
  ages: [{ range: '25-34', share: 100 }],
  genders: [
    { gender: 'female', share: 50 },
    { gender: 'male', share: 50 },
  ],
  engagementRate: 3,
};
/** US 40% + FR 20% = 0.6; 18-24 + 25-34 = 0.8; female 0.6: 28.8, shown as 29. */
const TARGET = { countries: ['US', 'FR'], ages: ['18-24', '25-34'], genders: ['female'] };

/** Followers no other test's account has, so a search by them finds this file's creators only. */
let followers = 7_340_000;

async function creatorWith(audience: PlatformAudience) {
  const made = await creator('instagram', audience);
  await app.database.db
    .update(socials)
    .set({ followers: followers })
    .where(eq(socials.userId, made.user.id));
  return made;
}

async function brand() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

const setTarget = (headers: Record<string, string>, target: object) =>
  app.inject({ method: 'PUT', url: '/api/audience-target/', headers, payload: target });

async function search(headers: Record<string, string>, sort = '', range = 10) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/filter_user_by_social/',
    headers,
    payload: {
      socialMedia: 'Instagram',
      // The harness's creators are not flagged as content creators.
      brands: true,
      minFollowers: followers,
      maxFollowers: followers,
      sort,
      range,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchPage>();
}

const matchesOf = (page: SearchPage) =>
  Object.fromEntries(page.data.map((card) => [card.username, card.audience_match]));

describe('audience_match on search cards', () => {
  it('is the exact share inside the target, null without a target or on a hidden part', async () => {
    followers += 1;
    const plain = await creatorWith(INSTAGRAM);
    const strong = await creatorWith(STRONG);
    const hiding = await creatorWith(STRONG);
    await app.database.db.insert(audienceVisibility).values({
      userId: hiding.user.id,
      countriesEngagement: 'hidden',
      agesGenders: 'members',
      updatedAt: new Date(),
    });
    const viewer = await brand();
    const noTarget = await brand();
    expect((await setTarget(viewer.headers, TARGET)).statusCode).toBe(200);

    expect(matchesOf(await search(viewer.headers))).toEqual({
      [plain.user.username]: 29,
      [strong.user.username]: 40,
      [hiding.user.username]: null,
    });
    // Another member never reads the brand's target: without one of their own, no match.
    expect(Object.values(matchesOf(await search(noTarget.headers)))).toEqual([null, null, null]);
    // Their own target changes only their own matches.
    expect(
      (await setTarget(noTarget.headers, { countries: ['CA'], ages: [], genders: [] })).statusCode,
    ).toBe(200);
    expect(matchesOf(await search(noTarget.headers))[strong.user.username]).toBe(20);
    expect(matchesOf(await search(viewer.headers))[strong.user.username]).toBe(40);
  });

  it('sorts the whole filtered set by match, best first, none last, across windows', async () => {
    followers += 1;
    // Twelve creators, more than a window of ten, their US shares out of creation order, and
    // the newest without demographics: the default order (newest first) differs at every place.
    const shares = [35, 5, 60, 20, 45, 10, 55, 25, 40, 15, 50];
    const made = new Map<number, string>();
    for (const share of shares) {
      const { user } = await creatorWith({
        ...STRONG,
        countries: [
          { code: 'US', share },
          { code: 'CA', share: 100 - share },
        ],
      });
      made.set(share, user.username);
    }
    const none = await creatorWith({ ...STRONG, unavailable: 'no-audience-data' });
    const viewer = await brand();
    await setTarget(viewer.headers, { countries: ['US'], ages: [], genders: [] });
    const first = await search(viewer.headers, 'audience_match', 10);
    const second = await search(viewer.headers, 'audience_match', 20);
    expect(first.isover).toBe(false);
    expect(second.isover).toBe(true);
    const best = [...shares].sort((a, b) => b - a);
    expect(
      [...first.data, ...second.data].map((card) => [card.username, card.audience_match]),
    ).toEqual([...best.map((share) => [made.get(share), share]), [none.user.username, null]]);
  });

  it('refuses an unknown sort with the field named', async () => {
    const viewer = await brand();
    const response = await app.inject({
      method: 'POST',
      url: '/api/filter_user_by_social/',
      headers: viewer.headers,
      payload: { socialMedia: 'Instagram', sort: 'match' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['sort']);
  });
});

describe('audience_match on saved lists and applicants', () => {
  it("carries the owner's own match on each saved profile", async () => {
    followers += 1;
    const strong = await creatorWith(STRONG);
    const viewer = await brand();
    await setTarget(viewer.headers, TARGET);
    const list = await app.inject({
      method: 'POST',
      url: '/api/lists/',
      headers: viewer.headers,
      payload: { name: 'Match' },
    });
    const id = list.json<{ id: number }>().id;
    const added = await app.inject({
      method: 'POST',
      url: `/api/lists/${id}/items/`,
      headers: viewer.headers,
      payload: { username: strong.user.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const read = await app.inject({
      method: 'GET',
      url: `/api/lists/${id}/`,
      headers: viewer.headers,
    });
    expect(
      read.json<{ items: { audience_match: number | null }[] }>().items[0]?.audience_match,
    ).toBe(40);
  });

  it("carries the campaign owner's match on applicants and sorts by it", async () => {
    followers += 1;
    const plain = await creatorWith(INSTAGRAM);
    const strong = await creatorWith(STRONG);
    const none = await creatorWith({ ...STRONG, unavailable: 'no-audience-data' });
    const owner = await brand();
    await setTarget(owner.headers, TARGET);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      headers: owner.headers,
      payload: campaignBody({
        min_followers: 1000,
        max_followers: 10_000_000,
        apply_by: utcDate(14),
      }),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const campaignId = draft.json<{ id: number }>().id;
    await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/open/`,
      headers: owner.headers,
    });
    for (const who of [none, strong, plain]) {
      const applied = await app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/apply/`,
        headers: who.headers,
        payload: { pitch: 'I film morning routines.', platforms: ['Instagram'] },
      });
      expect(applied.statusCode, applied.body).toBe(201);
    }
    const applicants = async (sort: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/campaigns/${campaignId}/applications/?sort=${sort}`,
          headers: owner.headers,
        })
      )
        .json<{ applicant: { username: string; audience_match: number | null } }[]>()
        .map((application) => [
          application.applicant.username,
          application.applicant.audience_match,
        ]);
    expect(await applicants('newest')).toEqual([
      [plain.user.username, 29],
      [strong.user.username, 40],
      [none.user.username, null],
    ]);
    expect(await applicants('audience_match')).toEqual([
      [strong.user.username, 40],
      [plain.user.username, 29],
      [none.user.username, null],
    ]);
  });

  it('reads no audience for a viewer without a target, and reads them once one is set', async () => {
    followers += 1;
    const strong = await creatorWith(STRONG);
    const viewer = await brand();
    const names = [strong.user.username];
    // A database no statement can reach: a viewer without a target needs none.
    const refusing = new Proxy(app.database.db, {
      get: () => {
        throw new Error('no statement expected');
      },
    });
    const { audienceTarget } = app.services;
    const untargeted = audienceMatchesOf({ db: refusing, targets: audienceTarget });
    expect(await untargeted.forViewer(viewer.user.id, names)).toEqual(
      new Map([[strong.user.username.toLowerCase(), null]]),
    );
    await setTarget(viewer.headers, TARGET);
    const targeted = audienceMatchesOf({ db: app.database.db, targets: audienceTarget });
    expect(await targeted.forViewer(viewer.user.id, names)).toEqual(
      new Map([[strong.user.username.toLowerCase(), 40]]),
    );
    await expect(
      audienceMatchesOf({ db: refusing, targets: audienceTarget }).forViewer(viewer.user.id, names),
    ).rejects.toThrow('no statement expected');
  });
});

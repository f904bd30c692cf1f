import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ApplicationWithApplicant,
  OfferInput,
  OwnProfileData,
  PublicProfileData,
  SearchPage,
  TrackRecord,
} from '@partnerly/shared';
import { orders, profileCards } from '../../db/schema';
import { campaignsApi } from '../campaigns/campaigns.fixtures';
import { member, type Member } from '../deals/deals.fixtures';
import {
  accountOf,
  api,
  app,
  checked,
  connect,
  delivered,
  isoIn,
  setUpProof,
  standIns,
} from '../proof/proof.harness';

/** Issue 47 point 5: verified results on the creator's page, kit, search cards and applicants. */

setUpProof();

let posts = 0;

/**
 * A creator connected to Instagram who completes `count` Reel deals, each delivered as a post
 * with `views` verified on the stand-in.
 */
async function creatorWith(count: number, views: number[] = []) {
  const seller = await member(app);
  const account = accountOf();
  account.posts = [];
  await connect(seller, standIns.instagram, account);
  for (let index = 0; index < count; index += 1)
    await completed(seller, account, views[index] ?? 1000);
  return { seller, account };
}

/** One Reel deal, delivered as a post the platform verifies, and approved. */
async function completed(
  seller: Member,
  account: ReturnType<typeof accountOf>,
  views: number,
  more: Partial<OfferInput> = {},
) {
  const buyer = await member(app);
  const order = await api.order(buyer, seller, {
    deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
    ...more,
  });
  posts += 1;
  const shortcode = `Track${posts}`;
  account.posts?.unshift({
    shortcode,
    caption: 'With @brand #ad',
    at: isoIn(2_000),
    likes: 10,
    comments: 2,
    views,
  });
  const link = `https://www.instagram.com/reel/${shortcode}/`;
  expect((await delivered(seller, order.id, [link])).statusCode).toBe(200);
  const read = await checked(buyer, order.id);
  expect(read.posts?.[0]?.state).toBe('verified');
  expect((await api.post(buyer, `/api/orders/${order.id}/approve/`)).statusCode).toBe(200);
  return order;
}

const profileOf = async (username: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/profile_data/', payload: { username } })
  ).json<PublicProfileData>();

const ownOf = async (who: Member) => (await api.get(who, '/api/UserData/')).json<OwnProfileData>();

const hide = (who: Member, hidden: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/results-visibility/',
    headers: who.headers,
    payload: { hidden },
  });

describe('verified results (issue 47 point 5)', () => {
  it('shows nothing at two verified deals and the record at three, counted from them only', async () => {
    const { seller, account } = await creatorWith(2, [40_000, 50_000]);
    expect((await profileOf(seller.username)).results).toBeNull();
    // A deal not yet approved, and one without a verifiable post, do not count.
    const buyer = await member(app);
    await api.order(buyer, seller);
    await completed(seller, account, 48_000);

    const expected: TrackRecord = {
      completed_deals: 3,
      on_time_share: 1,
      deliverables: [{ platform: 'instagram', what: 'Reel', deals: 3, median_views: 48_000 }],
    };
    expect((await profileOf(seller.username)).results).toEqual(expected);
    const own = await ownOf(seller);
    expect(own.results).toEqual(expected);
    expect(own.results_hidden).toBe(false);

    // The media kit draws it, in HTML and as the PDF's words.
    const kit = await app.inject({ url: `/${seller.username}/kit` });
    expect(kit.body).toContain('Verified results');
    expect(kit.body).toContain('Instagram Reels');
    expect(kit.body).toContain('48,000');
  });

  it('hides the record everywhere when the creator asks, and shows it again', async () => {
    const { seller } = await creatorWith(3, [1000, 2000, 3000]);
    const visitorSearch = async () => {
      const brand = await member(app);
      const page = (
        await api.post(brand, '/api/search_user/', { name: seller.username, range: 10 })
      ).json<SearchPage>();
      return page.data.find((card) => card.username === seller.username)?.results;
    };
    expect((await visitorSearch())?.completed_deals).toBe(3);

    const hidden = await hide(seller, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, results: { completed_deals: 3 } });
    // Hidden shows nothing, not zero: on the page, in search and in the kit.
    expect((await profileOf(seller.username)).results).toBeNull();
    expect(await visitorSearch()).toBeNull();
    expect((await app.inject({ url: `/${seller.username}/kit` })).body).not.toContain(
      'Verified results',
    );
    // The owner still sees what they hid, and that it is hidden.
    const own = await ownOf(seller);
    expect(own.results?.completed_deals).toBe(3);
    expect(own.results_hidden).toBe(true);

    expect((await hide(seller, false)).statusCode).toBe(200);
    expect((await profileOf(seller.username)).results?.completed_deals).toBe(3);
  });

  it("reads a search card's record while its owner has a completed order (decision 140)", async () => {
    const { seller } = await creatorWith(3, [1000, 2000, 3000]);
    const brand = await member(app);
    const searched = async () => {
      const page = (
        await api.post(brand, '/api/search_user/', { name: seller.username, range: 10 })
      ).json<SearchPage>();
      return page.data.find((card) => card.username === seller.username)?.results ?? null;
    };
    const kept = async () =>
      (
        await app.database.db
          .select({ flag: profileCards.hasCompletedOrders })
          .from(profileCards)
          .where(eq(profileCards.userId, seller.id))
      )[0]?.flag;
    expect(await kept()).toBe(true);
    expect((await searched())?.completed_deals).toBe(3);

    // Written as any writer would: the database keeps the card's flag.
    const setStates = (state: 'completed' | 'disputed') =>
      app.database.db.update(orders).set({ state }).where(eq(orders.sellerId, seller.id));
    await setStates('disputed');
    expect(await kept()).toBe(false);
    expect(await searched()).toBeNull();
    await setStates('completed');
    expect(await kept()).toBe(true);
    expect((await searched())?.completed_deals).toBe(3);
  });

  it('counts a deal delivered after its due date as late', async () => {
    const { seller, account } = await creatorWith(2);
    const late = await completed(seller, account, 1000);
    // Due dates are always ahead when ordering; one moved into the past stands for a late delivery.
    await app.database.db
      .update(orders)
      .set({ dueDate: '2020-01-01' })
      .where(eq(orders.id, late.id));
    const results = (await profileOf(seller.username)).results;
    expect(results?.completed_deals).toBe(3);
    expect(results?.on_time_share).toBe(0.67);
  });

  it('does not count a completed deal whose post the platform never verified', async () => {
    const { seller } = await creatorWith(2);
    const buyer = await member(app);
    const order = await api.order(buyer, seller, {
      deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
    });
    const missing = 'https://www.instagram.com/reel/NotThere/';
    expect((await delivered(seller, order.id, [missing])).statusCode).toBe(200);
    expect((await checked(buyer, order.id)).posts?.[0]?.state).not.toBe('verified');
    expect((await api.post(buyer, `/api/orders/${order.id}/approve/`)).statusCode).toBe(200);
    // Three completed deals, two verified: still an anecdote, on every surface.
    expect((await profileOf(seller.username)).results).toBeNull();
    expect((await ownOf(seller)).results).toBeNull();
    const brand = await member(app);
    const page = (
      await api.post(brand, '/api/search_user/', { name: seller.username, range: 10 })
    ).json<SearchPage>();
    expect(page.data.find((card) => card.username === seller.username)?.results).toBeNull();
    expect((await app.inject({ url: `/${seller.username}/kit` })).body).not.toContain(
      'Verified results',
    );
  });

  it('shows the record on a campaign’s applicants', async () => {
    const { seller } = await creatorWith(3);
    const brand = await member(app);
    const campaign = await campaignsApi(app).open(brand, {
      platforms: ['Instagram'],
      countrys: [],
      tags: [],
      min_followers: null,
      max_followers: null,
    });
    const id = campaign.id;
    const applied = await api.post(seller, `/api/campaigns/${id}/apply/`, {
      pitch: 'I make Reels people finish.',
      platforms: ['Instagram'],
    });
    expect(applied.statusCode).toBe(201);
    const applicants = (await api.get(brand, `/api/campaigns/${id}/applications/`)).json<
      ApplicationWithApplicant[]
    >();
    expect(applicants[0]?.applicant?.results?.completed_deals).toBe(3);

    // Hidden, the brand sees no record on the applicant either.
    expect((await hide(seller, true)).statusCode).toBe(200);
    const after = (await api.get(brand, `/api/campaigns/${id}/applications/`)).json<
      ApplicationWithApplicant[]
    >();
    expect(after[0]?.applicant?.results).toBeNull();
  });

  it('refuses a bad choice with 400, asks for Full Access with 403, and writes nothing', async () => {
    const seller = await member(app);
    const bad = await hide(seller, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['hidden']);
    expect((await ownOf(seller)).results_hidden).toBe(false);

    const explorer = await member(app, { paid: false });
    expect((await hide(explorer, true)).statusCode).toBe(403);
    expect((await ownOf(explorer)).results_hidden).toBe(false);
  });
});

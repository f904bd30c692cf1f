import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  utcDate,
  type AcceptedApplication,
  type Application,
  type ApplicationWithApplicant,
  type Campaign,
  type MyApplication,
  type Offer,
} from '@partnerly/shared';
import { users } from '../../db/schema';

import { withClockAhead } from '../../test/clock';

import { bearer, login } from '../../test/factories';

import { reviewsApi } from '../reviews/reviews.fixtures';

import { creator, member, type Member } from './campaigns.fixtures';
import { api, app, applicationOffer, DAY, db, setUpCampaigns } from './campaigns.harness';

setUpCampaigns();

const offer = applicationOffer;
const pitch = 'I film morning routines for 12k followers.\nMostly skincare.';

const apply = (who: Member, campaign: Campaign, body: object = {}) =>
  api.post(who, `/api/campaigns/${campaign.id}/apply/`, {
    pitch,
    platforms: ['Instagram'],
    ...body,
  });

async function applied(who: Member, campaign: Campaign, body: object = {}): Promise<Application> {
  const response = await apply(who, campaign, body);
  if (response.statusCode !== 201) throw new Error(`apply: ${response.body}`);
  return response.json<Application>();
}

describe('applying', () => {
  it('stores the pitch, the verified accounts proposed and the offer terms', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const maker = await creator(app, { Instagram: 12_000, Youtube: 3000 });
    await app.database.db.update(users).set({ replyTime: 'hour' }).where(eq(users.id, maker.id));
    const response = await apply(maker, campaign, { platforms: ['Instagram', 'Youtube'], offer });
    expect(response.statusCode).toBe(201);
    const application = response.json<Application>();
    expect(application).toMatchObject({
      campaign: campaign.id,
      creator: maker.username,
      pitch,
      platforms: ['Instagram', 'Youtube'],
      offer_id: null,
      state: 'sent',
    });

    const bigger = await creator(app, { Tiktok: 90_000 });
    // Reviewed by an earlier brand (issue 33): the summary carries the rating.
    const reviews = reviewsApi(app);
    const earlier = await member(app);
    const { id: orderId } = await reviews.completed(earlier, bigger);
    await reviews.review(earlier, orderId, { rating: 4, text: 'Good reels.' });
    await reviews.review(bigger, orderId, { rating: 5, text: 'Clear brief.' });
    await applied(bigger, campaign, { platforms: ['Tiktok'] });
    const seen = async (sort: string) =>
      (await api.get(brand, `/api/campaigns/${campaign.id}/applications/?sort=${sort}`)).json<
        ApplicationWithApplicant[]
      >();
    const newest = await seen('newest');
    expect(newest.map((item) => item.creator)).toEqual([bigger.username, maker.username]);
    expect(newest[1]).toMatchObject({
      applicant: {
        username: maker.username,
        picture: null,
        reply_time: 'hour',
        rating: null,
        reviews_count: 0,
        socials: expect.arrayContaining([
          { platform: 'Instagram', followers: 12_000, source: 'instagram' },
          { platform: 'Youtube', followers: 3000, source: 'admin' },
        ]),
      },
      offer: { ...offer, title: 'One reel for the serum' },
    });
    expect(newest[0]?.applicant).toMatchObject({ rating: 4, reviews_count: 1 });
    expect((await seen('followers')).map((item) => item.creator)).toEqual([
      bigger.username,
      maker.username,
    ]);
    const mine = (await api.get(maker, '/api/applications/')).json<MyApplication[]>();
    expect(mine).toEqual([
      { ...application, campaign_title: campaign.title, campaign_owner: brand.username },
    ]);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const maker = await creator(app, { Instagram: 5000 });
    const cases: [string, object][] = [
      ['pitch', { pitch: '' }],
      ['pitch', { pitch: 'x'.repeat(CAMPAIGN_LIMITS.pitch + 1) }],
      ['pitch', { pitch: 'nul\u0000' }],
      ['platforms', { platforms: [] }],
      ['platforms', { platforms: ['Myspace'] }],
      ['platforms', { platforms: ['Tiktok'] }],
      ['offer', { offer: { ...offer, price: 0 } }],
      ['offer', { offer: { ...offer, due_date: utcDate(0) } }],
    ];
    for (const [field, change] of cases) {
      const response = await apply(maker, campaign, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    }
    expect(await db.applicationsTo(campaign.id)).toEqual([]);
  });

  it('takes one application per creator, never to their own campaign or a draft', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const maker = await creator(app);
    const both = await Promise.all([apply(maker, campaign), apply(maker, campaign)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const twice = await apply(maker, campaign);
    expect(twice.json()).toEqual({ non_field_errors: [CAMPAIGN_MESSAGES.appliedTwice] });
    const own = await api.post(brand, `/api/campaigns/${campaign.id}/apply/`, {
      pitch,
      platforms: ['Instagram'],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ non_field_errors: [CAMPAIGN_MESSAGES.ownCampaign] });

    const draft = await api.draft(brand);
    expect((await apply(maker, draft)).statusCode).toBe(404);
    await api.post(brand, `/api/campaigns/${campaign.id}/close/`);
    const late = await apply(await creator(app), campaign);
    expect(late.statusCode).toBe(409);
    expect(await db.applicationsTo(campaign.id)).toHaveLength(1);
    expect(await db.applicationsTo(draft.id)).toEqual([]);
  });

  it('is for Full Access members: an Explorer gets 403 and nothing is stored', async () => {
    const campaign = await api.open(await member(app));
    const explorer = await member(app, { paid: false });
    expect((await apply(explorer, campaign)).statusCode).toBe(403);
    expect((await api.get(explorer, '/api/applications/')).statusCode).toBe(403);
    expect(await db.applicationsTo(campaign.id)).toEqual([]);
  });

  it('can be withdrawn until the owner decided', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const maker = await creator(app);
    const stranger = await creator(app);
    expect((await api.delete(stranger, `/api/campaigns/${campaign.id}/apply/`)).statusCode).toBe(
      404,
    );
    const application = await applied(maker, campaign);
    const withdrawn = await api.delete(maker, `/api/campaigns/${campaign.id}/apply/`);
    expect(withdrawn.json()).toMatchObject({ id: application.id, state: 'withdrawn' });
    expect((await api.delete(maker, `/api/campaigns/${campaign.id}/apply/`)).statusCode).toBe(409);
    const decline = await api.post(brand, `/api/applications/${application.id}/decline/`);
    expect(decline.statusCode).toBe(409);
  });
});

describe('choosing', () => {
  it("shortlists and declines the owner's applications only", async () => {
    const brand = await member(app);
    const stranger = await member(app);
    const campaign = await api.open(brand);
    const application = await applied(await creator(app), campaign);
    const url = `/api/applications/${application.id}`;
    for (const action of ['shortlist', 'decline', 'accept']) {
      expect((await api.post(stranger, `${url}/${action}/`)).statusCode, action).toBe(404);
    }
    expect(
      (await api.get(stranger, `/api/campaigns/${campaign.id}/applications/`)).statusCode,
    ).toBe(404);
    expect((await db.applicationsTo(campaign.id))[0]?.state).toBe('sent');

    expect((await api.post(brand, `${url}/shortlist/`)).json()).toMatchObject({
      state: 'shortlisted',
    });
    expect((await api.post(brand, `${url}/shortlist/`)).statusCode).toBe(409);
    expect((await api.post(brand, `${url}/decline/`)).json()).toMatchObject({ state: 'declined' });
    const again = await api.post(brand, `${url}/accept/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CAMPAIGN_MESSAGES.notAnswerable });
  });

  it("accepts in one step: the creator's offer is accepted and the order opens (issue 53)", async () => {
    const brand = await member(app);
    const campaign = await api.open(brand, { wanted: 2 });
    const maker = await creator(app);
    const application = await applied(maker, campaign, { offer });
    const response = await api.post(brand, `/api/applications/${application.id}/accept/`);
    expect(response.statusCode).toBe(200);
    const chosen = response.json<AcceptedApplication>();
    expect(chosen.dialogue).toMatchObject({ username: maker.username });
    expect(chosen).toMatchObject({ order_id: expect.any(Number), campaign_closed: false });

    const [stored] = await db.applicationsTo(campaign.id);
    expect(stored).toMatchObject({ state: 'accepted' });
    const made = await api.get(brand, `/api/offers/${stored?.offerId}/`);
    expect(made.json<Offer>()).toMatchObject({
      from: maker.username,
      to: brand.username,
      buyer: brand.username,
      seller: maker.username,
      price: 450,
      state: 'accepted',
    });
    const order = await api.get(brand, `/api/orders/${chosen.order_id}/`);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ offer_id: stored?.offerId, price: 450 });
    // Nothing is left to accept in the chat: a second accept of the offer is refused.
    expect((await api.post(brand, `/api/offers/${stored?.offerId}/accept/`)).statusCode).toBe(409);
    const shown = (await api.get(brand, `/api/campaigns/${campaign.id}/`)).json<Campaign>();
    expect(shown).toMatchObject({ wanted: 2, chosen: 1, state: 'open' });
    const mine = (await api.get(maker, '/api/applications/')).json<MyApplication[]>();
    expect(mine[0]).toMatchObject({ state: 'accepted', offer_id: stored?.offerId });
  });

  it('refuses to accept terms whose due date has passed, and changes nothing (issue 46, case 16)', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand, { apply_by: utcDate(30) });
    const maker = await creator(app);
    const application = await applied(maker, campaign, {
      offer: { ...offer, due_date: utcDate(2) },
    });
    // Three days on, the brand signs in again and accepts.
    const response = await withClockAhead(3 * DAY, async () => {
      const { access } = await login(app, brand.username);
      return api.post(
        { ...brand, headers: bearer(access) },
        `/api/applications/${application.id}/accept/`,
      );
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: CAMPAIGN_MESSAGES.offerOverdue });
    const [kept] = await db.applicationsTo(campaign.id);
    expect(kept).toMatchObject({ state: 'sent', offerId: null });
    // Still due in time: the same application is accepted with its offer.
    const inTime = await api.post(brand, `/api/applications/${application.id}/accept/`);
    expect(inTime.statusCode).toBe(200);
    expect((await db.applicationsTo(campaign.id))[0]?.offerId).not.toBeNull();
  });

  it('reuses the conversation the two already have, and accepts without an offer', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const maker = await creator(app);
    const existing = await api.post(brand, '/api/add_dialogue/', { username: maker.username });
    const application = await applied(maker, campaign);
    const response = await api.post(brand, `/api/applications/${application.id}/accept/`);
    expect(response.json<AcceptedApplication>().dialogue.id).toBe(
      existing.json<{ id: number }>().id,
    );
    expect((await db.applicationsTo(campaign.id))[0]?.offerId).toBeNull();
  });
});

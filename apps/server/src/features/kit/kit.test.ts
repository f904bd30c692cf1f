import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { followerCounts, platformConnections, users } from '../../db/schema';
import { pdfText } from '../../test/read-pdf';
import { app, choose, creator, member, setUpAudienceApp } from '../audience/audience.harness';
import { reviewsApi } from '../reviews/reviews.fixtures';
import type { Member } from '../deals/deals.fixtures';

setUpAudienceApp();

const BLIND = 'Blind words nobody may read yet';

/** A connected creator with a package, one published review and one still blind. */
async function creatorWithKit() {
  const { user, headers } = await creator();
  const seller: Member = { id: user.id, username: user.username, headers };
  const made = await app.inject({
    method: 'POST',
    url: '/api/packages/',
    headers,
    payload: { title: 'Reel + 3 stories', platform: 'Instagram', price: 450, delivery_days: 7 },
  });
  expect(made.statusCode).toBe(201);
  const reviews = reviewsApi(app);
  const buyer = await reviews.member();
  const published = await reviews.completed(buyer, seller);
  expect(
    (await reviews.review(buyer, published.id, { rating: 5, text: 'Sold out in a day' }))
      .statusCode,
  ).toBe(201);
  expect(
    (await reviews.review(seller, published.id, { rating: 5, text: 'Great brief' })).statusCode,
  ).toBe(201);
  // Written by one side only: blind until the other writes or the window ends.
  const blindBuyer = await reviews.member();
  const blind = await reviews.completed(blindBuyer, seller);
  const blindReview = await reviews.review(blindBuyer, blind.id, { rating: 1, text: BLIND });
  expect(blindReview.statusCode).toBe(201);
  return { user, headers };
}

const kitPage = (username: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/${username}/kit`, headers });
const kitPdf = (username: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/${username}/kit.pdf`, headers });

describe('GET /{username}/kit', () => {
  it('is one document with no script: reach, growth, public audience, packages, reviews, contact', async () => {
    const { user } = await creatorWithKit();
    const response = await kitPage(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).toContain(`<title>${user.username}&#39;s media kit · Partnerly</title>`);
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/${user.username}/kit" />`,
    );
    for (const heading of ['Verified reach', 'Growth', 'Audience', 'Packages', 'Reviews']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain('<strong>1,100</strong>');
    expect(html).toContain('Engagement');
    expect(html).toContain('4.25%');
    expect(html).toContain('United States');
    expect(html).toContain('1,000 to 1,100 followers over 2 days (+10%)');
    expect(html).toContain('Reel + 3 stories');
    expect(html).toContain('$450');
    expect(html).toContain(`href="/${user.username}?request=`);
    expect(html).toContain('Sold out in a day');
    expect(html).toContain(`href="/chats?with=${user.username}"`);
    expect(html).not.toContain(user.email);
    // Ages and genders go to signed-in members by default: not in a visitor's kit.
    expect(html).not.toContain('>Ages</h4>');
    expect(html).not.toContain('Women');
    expect(html).toContain('Members who sign in see more of this audience');
  });

  it('leaves out blind reviews, and every part the creator keeps from visitors', async () => {
    const { user, headers } = await creatorWithKit();
    const chosen = await choose(headers, {
      countries_engagement: 'hidden',
      ages_genders: 'members',
    });
    expect(chosen.statusCode).toBe(200);
    const html = (await kitPage(user.username)).body;
    expect(html).not.toContain(BLIND);
    expect(html).toContain('★ 5.0 (1) reviews');
    for (const part of ['United States', '4.25%', 'Engagement', '>Growth</h2>', 'followers over']) {
      expect(html).not.toContain(part);
    }
    // The followers themselves are the profile's public numbers.
    expect(html).toContain('<strong>1,100</strong>');
  });

  it("is the visitor's kit for the owner too: made to be passed on", async () => {
    const { user, headers } = await creatorWithKit();
    for (const asked of [kitPage(user.username, headers), kitPage(user.username, await member())]) {
      const html = (await asked).body;
      expect(html).toContain('United States');
      expect(html).not.toContain('Women');
    }
  });

  it('is a 404 where the profile page is: hidden, suspended, deleted, unknown', async () => {
    const hidden = await creatorWithKit();
    await app.database.db
      .update(users)
      .set({ isVisible: false })
      .where(eq(users.id, hidden.user.id));
    const suspended = await creatorWithKit();
    await app.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    const deleted = await creatorWithKit();
    await app.database.db.delete(users).where(eq(users.id, deleted.user.id));
    for (const username of [
      hidden.user.username,
      suspended.user.username,
      deleted.user.username,
      'nobody_here',
    ]) {
      expect((await kitPage(username)).statusCode).toBe(404);
      expect((await kitPdf(username)).statusCode).toBe(404);
    }
  });

  it('sends another spelling of the name to the stored one', async () => {
    const { user } = await creator();
    const response = await kitPage(user.username.toUpperCase());
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/${user.username}/kit`);
  });
});

describe('GET /{username}/kit.pdf', () => {
  it('holds the same content, read back as text', async () => {
    const { user } = await creatorWithKit();
    const response = await kitPdf(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const part of [
      user.username,
      'Verified reach',
      '1,100 verified followers',
      'Engagement 4.25%',
      'United States',
      '1,000 to 1,100 followers over 2 days (+10%)',
      'Reel + 3 stories · $450',
      'Sold out in a day',
      `http://localhost:3000/chats?with=${user.username}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Women');
    expect(text).not.toContain(BLIND);
    expect(text).not.toContain(user.email);
  });

  it('is drawn again only when the numbers change (ETag)', async () => {
    const { user } = await creatorWithKit();
    const first = await kitPdf(user.username);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"kit-/);
    const same = await kitPdf(user.username, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    const [connection] = await app.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.userId, user.id));
    await app.database.db
      .update(followerCounts)
      .set({ followers: 1200 })
      .where(eq(followerCounts.connectionId, connection?.id ?? 0));
    const moved = await kitPdf(user.username, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    expect(await pdfText(moved.rawPayload)).toContain('1,200 to 1,200 followers');
  });

  it('has a budget per address: the 31st in 15 minutes is a 429 with Retry-After', async () => {
    const { user } = await creator();
    const etag = String((await kitPdf(user.username)).headers.etag);
    const from = { remoteAddress: '203.0.113.77' };
    for (let count = 0; count < 30; count += 1) {
      const response = await app.inject({
        url: `/${user.username}/kit.pdf`,
        headers: { 'if-none-match': etag },
        ...from,
      });
      expect(response.statusCode).toBe(304);
    }
    const over = await app.inject({ url: `/${user.username}/kit.pdf`, ...from });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still has its own.
    const other = await app.inject({
      url: `/${user.username}/kit.pdf`,
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });
});

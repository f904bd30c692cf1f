import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { acceptedOrder, bearer } from './support/deals';
import { expectNoSideScroll } from './support/layout';

/**
 * Issue 48 point 6 (decision 112): once five sellers of a follower band have completed Reel
 * deals, a creator of that band pricing a package and a brand writing an offer see what they
 * paid, and so does a brand setting a campaign's budget; a kind nobody has sold says so quietly.
 */

/** A member whose Instagram the admin verified at `followers`. */
async function verifiedCreator(request: APIRequestContext, followers: number) {
  const creator = await createPaidUser(request);
  const submitted = await request.post('/api/manuel_social_media/', {
    headers: bearer(creator),
    data: { socialMedia: 'Instagram', socialMediaUsername: creator.username, tags: [] },
  });
  expect(submitted.status()).toBe(200);
  const { id } = (await submitted.json()) as { id: number };
  const verified = await request.post('/api/admin/manuel_social_media/', {
    headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
    data: { id, followers },
  });
  expect(verified.status()).toBe(200);
  return creator;
}

/** One Instagram Reel bought by `brand` from `seller` at `price`, delivered and approved. */
async function completedReel(
  request: APIRequestContext,
  brand: TestUser,
  seller: TestUser,
  price: number,
) {
  await request.post('/api/add_dialogue/', {
    headers: bearer(brand),
    data: { username: seller.username },
  });
  const orderId = await acceptedOrder(request, brand, seller, { price });
  const delivered = await request.post(`/api/orders/${orderId}/deliver/`, {
    headers: bearer(seller),
    data: { note: 'The reel is live.', links: [] },
  });
  expect(delivered.status()).toBe(200);
  const approved = await request.post(`/api/orders/${orderId}/approve/`, {
    headers: bearer(brand),
  });
  expect(approved.status()).toBe(200);
}

/** Axe and no sideways scroll at 1280 and at 360 px, with a screenshot of each to look at. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const line = page.getByTestId('similar-deals');
    // A phone's width may draw the form anew (the modal goes full screen): retry the scroll.
    await expect(async () => {
      await line.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(line).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    await expectNoAxeViolations(page);
    if (width === 360) await expectNoSideScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('rates from real deals in the package editor, the offer form and a campaign budget, at 1280 and 360 px', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  // Five sellers of the 250K-1M band, one Reel each: quartiles $200, $300, $400.
  const brand = await createPaidUser(request);
  for (const price of [100, 200, 300, 400, 500]) {
    await completedReel(request, brand, await verifiedCreator(request, 300_000), price);
  }
  const creator = await verifiedCreator(request, 420_000);
  const expected = 'Similar deals on Partnerly: $200-$400, median $300.';

  // The creator pricing a Reel package sees what sellers of the same reach were paid.
  const creatorPage = await openAs(browser, baseURL, creator, { width: 1280, height: 800 });
  await creatorPage.goto('/profile');
  await creatorPage.getByRole('button', { name: 'Add package' }).click();
  const editor = creatorPage.getByRole('dialog', { name: 'Add package' });
  await editor.getByRole('textbox', { name: /^Title/ }).fill('1 Instagram Reel');
  await expect(editor.getByTestId('similar-deals')).toHaveText(expected);
  await checkBothWidths(creatorPage, 'package-editor');

  // The brand writing an offer to that creator sees it under the price, per Reel.
  const brandPage = await openAs(browser, baseURL, brand, { width: 1280, height: 800 });
  await brandPage.goto(`/chats?with=${creator.username}`);
  await brandPage.getByRole('button', { name: 'Make an offer' }).click();
  const offerForm = brandPage.getByRole('dialog', { name: `Make an offer to ${creator.username}` });
  await expect(offerForm.getByTestId('similar-deals')).toHaveText(expected);
  await checkBothWidths(brandPage, 'offer-form');

  // A kind no one has sold yet: a quiet line, never a price.
  await brandPage.setViewportSize({ width: 1280, height: 800 });
  const kind = offerForm.getByRole('combobox', { name: 'What' });
  await kind.fill('Unboxing');
  await expect(offerForm.getByTestId('similar-deals')).toHaveText(
    'Not enough similar deals on Partnerly yet to suggest a price.',
  );
  await expectNoAxeViolations(brandPage);

  // The brand's campaign for creators from 300K followers, two Reels each: rates per Reel.
  const campaignPage = await openAs(browser, baseURL, brand, { width: 1280, height: 800 });
  await campaignPage.goto('/campaigns/new');
  const content = campaignPage.getByRole('combobox', { name: 'Content' });
  await content.fill('2 Reels');
  await content.press('Enter');
  await campaignPage.getByRole('textbox', { name: 'Followers from' }).fill('300000');
  await expect(campaignPage.getByTestId('similar-deals')).toHaveText(
    `${expected.slice(0, -1)} for one Reel.`,
  );
  await checkBothWidths(campaignPage, 'campaign-budget');
});

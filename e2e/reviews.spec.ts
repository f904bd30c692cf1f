import type { APIRequestContext } from '@playwright/test';
import { adminUser } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, signIn, test, type TestUser } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

const TITLE = 'One Reel for the autumn drop';

/**
 * An order the brand buys from the creator, delivered: the offer, the accept and the delivery
 * go through the API (e2e/deals.spec.ts walks them on screen); the approval is the brand's.
 */
async function deliveredOrder(request: APIRequestContext, brand: TestUser, creator: TestUser) {
  const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });
  const started = await request.post('/api/add_dialogue/', {
    headers: as(brand),
    data: { username: creator.username },
  });
  expect(started.ok()).toBe(true);
  const offer = await request.post('/api/offers/', {
    headers: as(brand),
    data: {
      to: creator.username,
      role: 'buy',
      title: TITLE,
      deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
      price: 400,
      due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      usage_rights: 'Brand may repost for 30 days',
      revisions: 1,
    },
  });
  expect(offer.status()).toBe(201);
  const accepted = await request.post(`/api/offers/${(await offer.json()).id}/accept/`, {
    headers: as(creator),
  });
  expect(accepted.status()).toBe(201);
  const { order } = await accepted.json();
  const delivered = await request.post(`/api/orders/${order.id}/deliver/`, {
    headers: as(creator),
    data: { note: 'The Reel is live.', links: ['https://www.instagram.com/reel/autumn-1/'] },
  });
  expect(delivered.ok()).toBe(true);
  return order.id as number;
}

for (const { name, viewport } of VIEWPORTS) {
  test(`both sides review a completed order; the page and search show the rating (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const orderId = await deliveredOrder(request, brand, creator);
    const brandPage = await openAs(browser, baseURL, brand, viewport);
    const creatorPage = await openAs(browser, baseURL, creator, viewport);

    // The brand approves the delivery: the order completes and asks for a review.
    await brandPage.goto(`/deals/${orderId}`);
    await brandPage.getByRole('button', { name: 'Approve' }).click();
    await brandPage
      .getByRole('dialog', { name: /^Approve/ })
      .getByRole('button', { name: /^(Complete the order|Release \$[\d,.]+)$/ })
      .click();
    const brandReviews = brandPage.getByRole('region', { name: 'Reviews' });
    await expect(
      brandReviews.getByRole('group', { name: `How was working with ${creator.username}?` }),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);

    // Two stars need words: the form says so before anything is sent.
    // The stars are radio buttons: focused, then moved with the arrow keys.
    await brandReviews.getByRole('radio', { name: '1 star' }).focus();
    await brandPage.keyboard.press('ArrowRight');
    await expect(brandReviews.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await brandReviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      brandReviews.getByText(
        'Tell them what went wrong: a review of 1 or 2 stars needs a few words.',
      ),
    ).toBeVisible();
    // Then the brand settles on five stars.
    await brandReviews.getByRole('radio', { name: '2 stars' }).focus();
    for (let step = 0; step < 3; step += 1) await brandPage.keyboard.press('ArrowRight');
    await expect(brandReviews.getByText('Excellent')).toBeVisible();
    await brandReviews
      .getByRole('textbox', { name: 'Your review (optional)' })
      .fill('Fast, funny and on brief. Would book again.');
    await brandReviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      brandReviews.getByText(
        new RegExp(`^Your review is hidden until ${creator.username} writes theirs or `),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);

    // The creator reviews the brand: both reviews are published at once.
    await creatorPage.goto(`/deals/${orderId}`);
    const creatorReviews = creatorPage.getByRole('region', { name: 'Reviews' });
    // A click on the fourth star.
    await creatorReviews.getByRole('radio', { name: '4 stars' }).check();
    await creatorReviews
      .getByRole('textbox', { name: 'Your review (optional)' })
      .fill('Clear brief, paid on time.');
    await creatorReviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      creatorReviews.getByText(`${brand.username}'s review of you`, { exact: false }),
    ).toBeVisible();
    await expect(
      creatorReviews.getByText('Fast, funny and on brief.', { exact: false }),
    ).toBeVisible();

    // The creator answers publicly, once.
    await creatorReviews
      .getByRole('textbox', { name: 'Your public reply' })
      .fill('Thank you, it was a pleasure!');
    await expectNoAxeViolations(creatorPage);
    await creatorReviews.getByRole('button', { name: 'Post reply' }).click();
    await expect(creatorReviews.getByText('Reply: Thank you, it was a pleasure!')).toBeVisible();
    await expect(creatorReviews.getByRole('button', { name: 'Post reply' })).toBeHidden();

    // The creator's public page: the rating on top, the review with the order and the reply.
    await brandPage.goto(`/${creator.username}`);
    await expect(
      brandPage.getByRole('link', { name: 'Rated 5.0 out of 5 from 1 review' }),
    ).toBeVisible();
    const onPage = brandPage.getByRole('region', { name: 'Reviews' });
    await expect(onPage.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(onPage.getByText('Fast, funny and on brief. Would book again.')).toBeVisible();
    await expect(onPage.getByText(new RegExp(`^${TITLE} · \\w+ \\d{4}$`))).toBeVisible();
    await expect(onPage.getByText('Thank you, it was a pleasure!')).toBeVisible();
    await expectNoAxeViolations(brandPage);

    // Search shows the creator with ★ 5.0 (1).
    await brandPage.goto('/search?tab=username');
    await brandPage.getByRole('searchbox', { name: 'Username' }).fill(creator.username);
    const results = brandPage.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: creator.username })).toBeVisible();
    await expect(results.getByText('★ 5.0 (1)')).toBeVisible();
    await expectNoAxeViolations(brandPage);

    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

test('the reviewed member reports a review; the admin hides it with a reason and it leaves the page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
  const orderId = await deliveredOrder(request, brand, creator);
  const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });
  expect((await request.post(`/api/orders/${orderId}/approve/`, { headers: as(brand) })).ok()).toBe(
    true,
  );
  const rude = `Awful person ${creator.username}, never again.`;
  for (const [who, data] of [
    [brand, { rating: 1, text: rude }],
    [creator, { rating: 5 }],
  ] as const) {
    const written = await request.post(`/api/orders/${orderId}/review/`, {
      headers: as(who),
      data,
    });
    expect(written.status()).toBe(201);
  }

  // The creator reports the review on their own page.
  await signIn(page, creator);
  await page.goto(`/${creator.username}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(rude)).toBeVisible();
  await reviews.getByRole('button', { name: 'Report this review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('radio', { name: 'Inappropriate or offensive' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thanks for telling us. An admin will look at it soon.',
  );

  // The admin hides it from the Reports tab with a reason.
  const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const adminPage = await admin.newPage();
  try {
    await signIn(adminPage, await adminUser(request));
    await adminPage.goto('/manage/admin?tab=reports');
    const row = adminPage
      .getByRole('list', { name: 'Open reports' })
      .getByRole('listitem')
      .filter({ hasText: rude });
    await expect(row).toContainText(`Review by ${brand.username}`);
    await row.getByRole('button', { name: 'Hide review' }).click();
    const hide = adminPage.getByRole('dialog', { name: `Hide ${brand.username}'s review?` });
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(hide.getByText('This field is required.')).toBeVisible();
    await hide.getByRole('textbox', { name: /Reason/ }).fill('Personal attack, not about the work');
    await expectNoAxeViolations(adminPage);
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await admin.close();
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: creator.username })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);
});

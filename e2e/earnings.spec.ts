import type { APIRequestContext } from '@playwright/test';

import { adminUser } from './support/admin';

import { expectNoAxeViolations } from './support/axe';

import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';

import { paidOrder, startDialogue } from './support/deals';

import { VIEWPORTS } from './support/viewports';

const as = (user: { access: string }) => ({ authorization: `Bearer ${user.access}` });

/** An order of `price` the brand paid in the test checkout to the creator (all by the API). */
async function paidReelsOrder(
  request: APIRequestContext,
  brand: TestUser,
  creator: TestUser,
  price: number,
  title: string,
) {
  await startDialogue(request, brand, creator);
  return paidOrder(request, brand, creator, {
    title,
    price,
    deliverable: { platform: 'Instagram', what: 'Reel', quantity: 2 },
  });
}

/** Delivered and approved: the money is released to the creator. */
async function approve(request: APIRequestContext, brand: TestUser, creator: TestUser, id: number) {
  const delivered = await request.post(`/api/orders/${id}/deliver/`, {
    headers: as(creator),
    data: { note: 'Both reels are up.', links: [] },
  });
  expect(delivered.ok()).toBe(true);
  expect((await request.post(`/api/orders/${id}/approve/`, { headers: as(brand) })).ok()).toBe(
    true,
  );
}

/** Disputed by the brand and split by the admin: `refund` dollars back to the brand. */
async function split(request: APIRequestContext, brand: TestUser, id: number, refund: number) {
  const disputed = await request.post(`/api/orders/${id}/dispute/`, {
    headers: as(brand),
    data: { reason: 'Only one of the two reels went up.' },
  });
  expect(disputed.ok()).toBe(true);
  const admin = await adminUser(request);
  const resolved = await request.post(`/api/admin/orders/${id}/resolve/`, {
    headers: as(admin),
    data: {
      outcome: 'split',
      note: 'One reel of two went up: half goes back.',
      refund_amount: refund,
    },
  });
  expect(resolved.ok()).toBe(true);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`the seller sees their money on Earnings, and both sides read a split in amounts (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    await request.post('/api/payouts/onboard/', { headers: as(creator) });
    expect((await request.post('/api/payouts/test/complete/', { headers: as(creator) })).ok()).toBe(
      true,
    );
    const released = await paidReelsOrder(request, brand, creator, 950, 'Launch reel');
    await approve(request, brand, creator, released);
    const splitId = await paidReelsOrder(request, brand, creator, 900, 'Two reels for the sale');
    await split(request, brand, splitId, 450);
    await paidReelsOrder(request, brand, creator, 1200, 'Summer stories');

    // The creator reaches Earnings from the Deals area.
    const creatorPage = await openAs(browser, baseURL, creator, viewport);
    await creatorPage.goto('/deals');
    await creatorPage.getByRole('link', { name: 'Your earnings' }).click();
    await expect(creatorPage).toHaveURL(/\/earnings$/);
    await expect(creatorPage.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
    await expect(creatorPage.getByText(/2-7 business days/)).toBeVisible();
    const totals = creatorPage.locator('dl');
    // The settlement job moves the money just after the steps: the totals follow.
    await expect(totals.getByText('$1,400')).toBeVisible({ timeout: 20_000 });
    await expect(totals.getByText('$1,200')).toBeVisible();
    await expect(totals.getByText('$450')).toBeVisible();
    const rows = creatorPage.getByRole('listitem');
    const splitRow = rows.filter({ hasText: 'Two reels for the sale' });
    await expect(
      splitRow.getByText(`$450 on its way to you, $450 refunded to ${brand.username}`),
    ).toBeVisible();
    await expect(splitRow.getByText('Split by Partnerly')).toBeVisible();
    await expect(splitRow.getByText(/expected in your bank/)).toBeVisible();
    await expect(
      rows
        .filter({ hasText: 'Summer stories' })
        .getByText(`$1,200 held by Partnerly until ${brand.username} approves`),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    const overflow = await creatorPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await creatorPage.screenshot({
      path: test.info().outputPath(`earnings-${name}.png`),
      fullPage: true,
    });

    // Filtered to what is held, by keyboard.
    await creatorPage.getByRole('combobox', { name: 'Show' }).selectOption('held');
    await expect(creatorPage).toHaveURL(/status=held$/);
    await expect(rows.filter({ hasText: 'Summer stories' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Launch reel' })).toHaveCount(0);

    // The split order, as the creator reads it.
    await creatorPage.goto(`/deals/${splitId}`);
    const payment = creatorPage.getByRole('region', { name: 'Payment' });
    await expect(
      payment.getByText(`Paid - $450 on its way to you, $450 refunded to ${brand.username}`),
    ).toBeVisible();
    await expect(
      payment.getByText(
        /\$945 paid: \$450 to the seller, \$450 refunded to the buyer, \$45 Partnerly fee\./,
      ),
    ).toBeVisible();
    await expect(payment.getByText(/\$900 for the seller/)).toHaveCount(0);
    await expect(creatorPage.getByText('Split by Partnerly')).toBeVisible();
    const timeline = creatorPage.getByRole('region', { name: 'Timeline' });
    await expect(
      timeline.getByText(
        `Partnerly split the payment: $450 on its way to you, $450 refunded to ${brand.username}`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({
      path: test.info().outputPath(`split-seller-${name}.png`),
      fullPage: true,
    });

    // The brand's side of the same order, and its Deals list.
    const brandPage = await openAs(browser, baseURL, brand, viewport);
    await brandPage.goto(`/deals/${splitId}`);
    await expect(
      brandPage
        .getByRole('region', { name: 'Payment' })
        .getByText(`Paid - $450 to ${creator.username}, $450 refunded to you`),
    ).toBeVisible();
    await expect(brandPage.getByText('Payment refunded to you')).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({
      path: test.info().outputPath(`split-buyer-${name}.png`),
      fullPage: true,
    });
    await brandPage.goto('/deals?tab=completed');
    const listed = brandPage.getByRole('listitem').filter({ hasText: 'Two reels for the sale' });
    await expect(listed.getByText('Split by Partnerly')).toBeVisible();
    await expect(
      listed.getByText(`$450 to ${creator.username}, $450 refunded to you`),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({
      path: test.info().outputPath(`deals-list-${name}.png`),
      fullPage: true,
    });

    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

test('the account menu leads to Earnings', async ({ browser, baseURL, request }) => {
  const creator = await createPaidUser(request);
  const page = await openAs(browser, baseURL, creator);
  await page.goto('/deals');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByText('No earnings yet')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

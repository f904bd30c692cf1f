import type { APIRequestContext } from '@playwright/test';

import { adminUser } from './support/admin';

import { expectNoAxeViolations } from './support/axe';

import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';

import { STORIES, acceptedOrder, startDialogue } from './support/deals';

import { VIEWPORTS } from './support/viewports';

/** The brand's offer to buy from the creator, accepted by the creator (the chat's part is deals.spec.ts). */
async function placeOrder(request: APIRequestContext, brand: TestUser, creator: TestUser) {
  await startDialogue(request, brand, creator);
  return acceptedOrder(request, brand, creator, STORIES);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`the creator gets paid through Partnerly: onboard, pay, deliver, approve, released, both review, the page shows the rating (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const brandPage = await openAs(browser, baseURL, brand, viewport);
    const creatorPage = await openAs(browser, baseURL, creator, viewport);

    // The creator sets up payouts in the test onboarding that stands in for Stripe.
    await creatorPage.goto('/settings?tab=payments');
    const getPaid = creatorPage.getByRole('region', { name: 'Get paid for deals' });
    await expect(getPaid.getByText('Not set up')).toBeVisible();
    await expect(getPaid.getByText('Test mode')).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await getPaid.getByRole('button', { name: 'Set up payouts' }).click();
    await expect(creatorPage).toHaveURL(/\/payouts\/test$/);
    await expect(
      creatorPage.getByText('Test payouts set-up — no real account or money'),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.getByRole('button', { name: 'Finish test onboarding' }).click();
    await expect(creatorPage).toHaveURL(/\/settings\?tab=payments$/);
    await expect(getPaid.getByText('Ready')).toBeVisible();

    // Payment before work (issue 53): the accepted order waits, the creator is told not to start.
    const orderId = await placeOrder(request, brand, creator);
    await creatorPage.goto(`/deals/${orderId}`);
    await expect(creatorPage.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(
      creatorPage.getByText(`Don't start yet: waiting for ${brand.username} to pay`),
    ).toBeVisible();
    await expect(creatorPage.getByRole('button', { name: 'Deliver', exact: true })).toBeDisabled();
    await expect(creatorPage.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({ path: `test-results/awaiting-payment-seller-${name}.png` });
    await creatorPage.goto('/deals');
    await expect(creatorPage.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expectNoAxeViolations(creatorPage);

    // The brand pays the order in the test checkout: held until approval.
    await brandPage.goto(`/deals/${orderId}`);
    await expect(brandPage.getByText(/^Pay to start the order/)).toBeVisible();
    await brandPage.screenshot({ path: `test-results/awaiting-payment-buyer-${name}.png` });
    const payment = brandPage.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText(/^Pay through Partnerly/)).toBeVisible();
    await expect(
      payment.getByText('$420 in total: $400 for the seller and $20 Partnerly fee.'),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await payment.getByRole('button', { name: 'Pay $420 (test)' }).click();
    await expect(brandPage).toHaveURL(new RegExp(`/checkout/test\\?order=${orderId}$`));
    await expect(
      brandPage.getByRole('heading', { name: 'Three Stories for the autumn sale' }),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.getByRole('button', { name: 'Pay $420 (test)' }).click();
    await expect(brandPage).toHaveURL(new RegExp(`/deals/${orderId}$`));
    await expect(payment.getByText('Paid - held by Partnerly until you approve')).toBeVisible();
    await expect(payment.getByText('Test payment')).toBeVisible();

    // The creator is told to start, and delivers.
    await creatorPage.goto(`/deals/${orderId}`);
    await expect(
      creatorPage.getByText('Paid - held by Partnerly until the buyer approves. You can start.'),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.getByRole('button', { name: 'Deliver', exact: true }).click();
    const deliverForm = creatorPage.getByRole('dialog', { name: 'Deliver' });
    await deliverForm
      .getByRole('textbox', { name: 'What you delivered' })
      .fill('All three Stories are up.');
    await deliverForm.getByRole('button', { name: 'Send the delivery' }).click();
    await expect(deliverForm).toBeHidden();

    // The brand approves after a confirmation that says what it releases and to whom.
    await brandPage.getByRole('button', { name: 'Approve' }).click();
    const confirmation = brandPage.getByRole('dialog', {
      name: 'Approve and release the payment?',
    });
    await expect(
      confirmation.getByText(/releases \$[\d,.]+ to .+ at once\. This cannot be undone/),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await confirmation.getByRole('button', { name: /^Release \$[\d,.]+$/ }).click();
    // What moved, in amounts, from each side (issue 53).
    await expect(payment.getByText(`Paid - $400 to ${creator.username}`)).toBeVisible();
    const timeline = brandPage.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText(`Payment released to ${creator.username}`)).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await creatorPage.reload();
    await expect(creatorPage.getByText('Paid - $400 on its way to you')).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    const overflow = await creatorPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Both review the completed order; the creator's public page then shows the rating.
    const brandReviews = brandPage.getByRole('region', { name: 'Reviews' });
    await brandReviews.getByRole('radio', { name: '5 stars' }).check();
    await brandReviews
      .getByRole('textbox', { name: 'Your review (optional)' })
      .fill('Three great Stories, on time.');
    await brandReviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(brandReviews.getByText(/^Your review is hidden until /)).toBeVisible();
    const creatorReviews = creatorPage.getByRole('region', { name: 'Reviews' });
    await creatorReviews.getByRole('radio', { name: '4 stars' }).check();
    await creatorReviews.getByRole('button', { name: 'Submit review' }).click();
    await expect(creatorReviews.getByText('Three great Stories, on time.')).toBeVisible();
    await creatorPage.goto(`/${creator.username}`);
    await expect(
      creatorPage.getByRole('link', { name: 'Rated 5.0 out of 5 from 1 review' }),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);

    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

/** A test-paid order of `brand` from `creator`, in dispute (all through the API). */
async function disputedPaidOrder(request: APIRequestContext, brand: TestUser, creator: TestUser) {
  const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });
  await request.post('/api/payouts/onboard/', { headers: as(creator) });
  expect((await request.post('/api/payouts/test/complete/', { headers: as(creator) })).ok()).toBe(
    true,
  );
  const orderId = await placeOrder(request, brand, creator);
  expect((await request.post(`/api/orders/${orderId}/pay/`, { headers: as(brand) })).status()).toBe(
    201,
  );
  expect(
    (await request.post(`/api/orders/${orderId}/pay/test/`, { headers: as(brand) })).ok(),
  ).toBe(true);
  const disputed = await request.post(`/api/orders/${orderId}/dispute/`, {
    headers: as(brand),
    data: { reason: 'Only one of the three Stories went up.' },
  });
  expect(disputed.ok()).toBe(true);
  return orderId;
}

for (const { name, viewport } of VIEWPORTS) {
  test(`an admin splits a disputed paid order (${name})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const orderId = await disputedPaidOrder(request, brand, creator);
    const admin = await adminUser(request);
    const page = await openAs(browser, baseURL, admin, viewport);
    await page.goto('/manage/admin?tab=deals');
    const row = page
      .getByRole('listitem')
      .filter({ hasText: `P-${String(orderId).padStart(6, '0')}` });
    await expect(row.getByText('payment held', { exact: false })).toBeVisible();
    // No outcome is chosen for the admin (issue 51).
    for (const radio of await row.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await row.getByRole('radio', { name: /^Split/ }).check();
    await row.getByRole('textbox', { name: 'Refund to the buyer (whole dollars)' }).fill('250');
    await expect(row.getByText('The seller receives $150 of $400.')).toBeVisible();
    await row
      .getByRole('textbox', { name: 'Note to both members' })
      .fill('One Story of three went up: most of the price goes back.');
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Resolve…' }).click();
    // Nothing moves before the admin reads where the money goes and confirms.
    const confirm = page.getByRole('dialog', { name: 'Split the payment?' });
    await expect(
      confirm.getByText(
        `refunds $250 to ${brand.username} and releases $150 to ${creator.username}`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(confirm.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await expect(row.getByText('payment held', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/admin-resolve-confirm-${name}.png` });
    await confirm.getByRole('button', { name: 'Refund $250, release $150' }).click();
    await expect(row.getByText('payment split', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const brandPage = await openAs(browser, baseURL, brand, viewport);
    await brandPage.goto(`/deals/${orderId}`);
    await expect(
      brandPage.getByText(`Paid - $150 to ${creator.username}, $250 refunded to you`),
    ).toBeVisible();
    await expect(brandPage.getByText('Payment refunded to you')).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await page.context().close();
    await brandPage.context().close();
  });
}

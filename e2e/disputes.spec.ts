import type { APIRequestContext, Page } from '@playwright/test';

import { DISPUTE_RESPONSE_BUSINESS_DAYS } from '@partnerly/shared';
import { adminUser } from './support/admin';

import { expectNoAxeViolations } from './support/axe';

import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';

import { STORIES, paidOrder, startDialogue } from './support/deals';

import { VIEWPORTS } from './support/viewports';

const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** A test-paid order: the brand buys three Stories from the creator for $400 (all through the API). */
async function paidStoriesOrder(request: APIRequestContext, brand: TestUser, creator: TestUser) {
  await request.post('/api/payouts/onboard/', { headers: as(creator) });
  expect((await request.post('/api/payouts/test/complete/', { headers: as(creator) })).ok()).toBe(
    true,
  );
  await startDialogue(request, brand, creator);
  return paidOrder(request, brand, creator, STORIES);
}

const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const centreOf = (page: Page) => page.getByRole('region', { name: 'Resolution centre' });

for (const { name, viewport } of VIEWPORTS) {
  test(`a dispute walked by both sides: reported with a case, answered, seen by the admin, settled on a split (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const orderId = await paidStoriesOrder(request, brand, creator);
    const brandPage = await openAs(browser, baseURL, brand, viewport);
    const creatorPage = await openAs(browser, baseURL, creator, viewport);

    // The brand reports a problem: the dialog says what happens next and by when.
    await brandPage.goto(`/deals/${orderId}`);
    await brandPage.getByRole('button', { name: 'Report a problem' }).click();
    const report = brandPage.getByRole('dialog', { name: 'Report a problem' });
    await expect(
      report.getByText(`answers within ${DISPUTE_RESPONSE_BUSINESS_DAYS} business days`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(
      report.getByText('Reported now, Partnerly answers by', { exact: false }),
    ).toBeVisible();
    await report
      .getByRole('textbox', { name: 'Your case: what went wrong' })
      .fill('Only one of the three Stories went up.');
    await expectNoAxeViolations(brandPage);
    await report.getByRole('button', { name: 'Report the problem' }).click();
    await expect(report).toHaveCount(0);
    await expect(brandPage.getByText('Paid - frozen while Partnerly reviews')).toBeVisible();
    const brandCentre = centreOf(brandPage);
    await expect(brandCentre.getByText('Partnerly answers by', { exact: false })).toBeVisible();
    await expect(brandCentre.getByText('Only one of the three Stories went up.')).toBeVisible();
    await expect(
      brandCentre.getByText(`${creator.username} has not stated their case yet.`),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: `test-results/dispute-opened-buyer-${name}.png` });

    // The creator answers with her side and proposes a split.
    await creatorPage.goto(`/deals/${orderId}`);
    const creatorCentre = centreOf(creatorPage);
    await expect(creatorCentre.getByText('Only one of the three Stories went up.')).toBeVisible();
    await expect(creatorPage.getByText('Paid - frozen while Partnerly reviews')).toBeVisible();
    await creatorCentre
      .getByRole('textbox', { name: 'What happened, and what you ask for' })
      .fill('Two Stories are live; the third waits for the product that never came.');
    await creatorCentre.getByRole('button', { name: 'Save your case' }).click();
    await expect(creatorCentre.getByRole('button', { name: 'Edit your case' })).toBeVisible();
    // She attaches her proof to her case (decision 113): a PDF, as the chat takes.
    await creatorCentre.locator('input[type="file"]').setInputFiles({
      name: 'shipping-proof.pdf',
      mimeType: 'application/pdf',
      buffer: PROOF_PDF,
    });
    await expect(
      creatorCentre
        .getByRole('list', { name: 'Your files' })
        .getByRole('button', { name: 'Download shipping-proof.pdf' }),
    ).toBeVisible();
    await creatorCentre
      .getByRole('textbox', { name: 'Amount for the seller, of the $400 price' })
      .fill('300');
    await expect(creatorCentre.getByText('$100 goes back to the buyer.')).toBeVisible();
    await creatorCentre.getByRole('button', { name: 'Propose a split' }).click();
    await expect(
      creatorCentre.getByText(`You proposed $300 to you, $100 back to ${brand.username}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({ path: `test-results/dispute-answered-seller-${name}.png` });

    // The admin sees the terms and both cases beside the order.
    const admin = await adminUser(request);
    const adminPage = await openAs(browser, baseURL, admin, viewport);
    await adminPage.goto('/manage/admin?tab=deals');
    const row = adminPage
      .getByRole('listitem')
      .filter({ hasText: `P-${String(orderId).padStart(6, '0')}` });
    await expect(
      row.getByText(`Buyer (${brand.username}): Only one of the three Stories went up.`),
    ).toBeVisible();
    await expect(
      row.getByText(
        `Seller (${creator.username}): Two Stories are live; the third waits for the product that never came.`,
      ),
    ).toBeVisible();
    await expect(
      row.getByText(
        `Proposed by ${creator.username}, not yet confirmed: $300 to the seller, $100 back to the buyer.`,
      ),
    ).toBeVisible();
    await expect(
      row
        .getByRole('list', { name: "Seller's files" })
        .getByRole('button', { name: 'Download shipping-proof.pdf' }),
    ).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await adminPage.screenshot({ path: `test-results/dispute-admin-${name}.png` });
    await adminPage.context().close();

    // The brand confirms the split: the money moves as an admin's split would.
    await brandPage.reload();
    await expect(
      brandCentre.getByText('the third waits for the product that never came.', { exact: false }),
    ).toBeVisible();
    await expect(
      brandCentre.getByText(
        `${creator.username} proposes $300 to ${creator.username}, $100 back to you.`,
      ),
    ).toBeVisible();
    await expect(
      brandCentre
        .getByRole('list', { name: `${creator.username}'s files` })
        .getByRole('button', { name: 'Download shipping-proof.pdf' }),
    ).toBeVisible();
    await brandPage.screenshot({ path: `test-results/dispute-files-buyer-${name}.png` });
    await brandCentre.getByRole('button', { name: 'Confirm this split' }).click();
    const confirm = brandPage.getByRole('dialog', { name: 'Settle on this split?' });
    await expect(confirm.getByText('this cannot be undone', { exact: false })).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await confirm.getByRole('button', { name: 'Settle and move the money' }).click();
    await expect(brandCentre).toHaveCount(0);
    await expect(brandPage.getByText('Settled on a split')).toBeVisible();
    await expect(brandPage.getByText('Split by agreement', { exact: true })).toBeVisible();
    await expect(
      brandPage.getByText(`Paid - $300 to ${creator.username}, $100 refunded to you`),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: `test-results/dispute-settled-buyer-${name}.png` });
    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

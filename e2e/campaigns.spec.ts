import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

const clientIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

/** A browser of its own for one person, speaking from its own client address. */
async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** A creator with a verified Instagram account of `followers`. */
async function verifiedCreator(request: APIRequestContext, followers: number) {
  const creator = await createPaidUser(request);
  const submitted = await request.post('/api/manuel_social_media/', {
    headers: { authorization: `Bearer ${creator.access}` },
    data: { socialMedia: 'Instagram', socialMediaUsername: creator.username },
  });
  expect(submitted.status()).toBe(200);
  const { id } = (await submitted.json()) as { id: number };
  const accepted = await request.post('/api/admin/manuel_social_media/', {
    headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
    data: { id, followers },
  });
  expect(accepted.status()).toBe(200);
  return creator;
}

/**
 * The creator applies from Explore's Campaigns tab, or from the campaign's public page when
 * `from` is its address; with `price`, an offer goes along.
 */
async function apply(page: Page, title: string, pitch: string, price?: string, from?: string) {
  if (from) {
    await page.goto(from);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
  } else {
    await page.goto('/explore?tab=campaigns');
    await page.getByRole('button', { name: `Apply to ${title}` }).click();
  }
  const dialog = page.getByRole('dialog', { name: `Apply to “${title}”` });
  await dialog.getByRole('textbox', { name: 'Your pitch' }).fill(pitch);
  await expect(dialog.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
  if (price) {
    await dialog.getByRole('button', { name: 'Add an offer' }).click();
    const offer = page.getByRole('dialog', { name: /^Your offer to / });
    await offer.getByRole('textbox', { name: 'Price (US$)' }).fill(price);
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Add the offer' }).click();
    await expect(offer).toBeHidden();
    await expect(dialog.getByText(`Your offer: ${title}, $${price}`)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Applied · Sent')).toBeVisible();
}

for (const { name, viewport } of VIEWPORTS) {
  test(`a brand posts a campaign, chooses one of two creators in one step, it closes and reopens (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const [brand, chosen, other] = await Promise.all([
      createPaidUser(request),
      verifiedCreator(request, 48_200),
      verifiedCreator(request, 9_100),
    ]);
    const title = `Spring serum ${brand.username}`;
    const brandPage = await openAs(browser, baseURL, brand, viewport);

    // The brand posts the campaign from Explore.
    await brandPage.goto('/explore?tab=campaigns');
    await expect(brandPage.getByRole('tab', { name: 'Campaigns', selected: true })).toBeVisible();
    await expect(brandPage.getByRole('list', { name: 'Campaigns' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectNoAxeViolations(brandPage);
    await brandPage.getByRole('link', { name: 'Post a campaign' }).click();
    await brandPage.getByRole('textbox', { name: 'Title' }).fill(title);
    await brandPage
      .getByRole('textbox', { name: 'Brief' })
      .fill('We launch a serum in April.\nShow your morning routine with it.');
    await brandPage.getByRole('textbox', { name: 'Amount (US$)' }).fill('500');
    await brandPage.getByRole('textbox', { name: 'Creators wanted' }).fill('1');
    await expectNoAxeViolations(brandPage);
    await brandPage.getByRole('button', { name: 'Save and open' }).click();
    await expect(brandPage).toHaveURL(/\/campaigns\/mine\?campaign=\d+$/);
    const campaignId = new URL(brandPage.url()).searchParams.get('campaign');
    const mine = brandPage.getByRole('list', { name: 'Your campaigns' });
    await expect(mine.getByText(title)).toBeVisible();
    await expect(mine.getByText('0 of 1 chosen')).toBeVisible();
    await expect(brandPage.getByText('No applications yet.', { exact: false })).toBeVisible();

    // Two creators apply; one with an offer.
    const chosenPage = await openAs(browser, baseURL, chosen, viewport);
    await apply(
      chosenPage,
      title,
      'Morning routines for 48K followers.',
      '450',
      `/campaigns/${campaignId}`,
    );
    const otherPage = await openAs(browser, baseURL, other, viewport);
    await apply(otherPage, title, 'I would love to try it.');

    // The brand sees both, shortlists one, then chooses it: its offer is accepted at once.
    await brandPage.reload();
    const applicants = brandPage.getByRole('region', { name: `Applicants to “${title}”` });
    await expect(applicants.getByRole('link', { name: other.username })).toBeVisible();
    await expect(applicants.getByText('48.2K followers')).toBeVisible();
    await expect(applicants.getByText('Verified by Partnerly').first()).toBeVisible();
    await expect(
      applicants.getByText('Choosing accepts this offer: the deal starts at once.'),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: test.info().outputPath(`applicants-${name}.png`) });
    await applicants.getByRole('button', { name: `Shortlist ${chosen.username}` }).click();
    await expect(applicants.getByText('Shortlisted')).toBeVisible();
    await applicants.getByRole('button', { name: `Choose ${chosen.username}` }).click();

    // One step: the order is open, and the campaign, full, closed.
    await expect(brandPage).toHaveURL(/\/deals\/\d+$/);
    await expect(brandPage.getByText('the campaign is closed', { exact: false })).toBeVisible();
    await expect(brandPage.getByText('$450').first()).toBeVisible();
    // The order links back to the campaign it came from.
    await expect(brandPage.getByText('From campaign:')).toBeVisible();
    await expect(brandPage.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/campaigns/${campaignId}`,
    );
    await expectNoAxeViolations(brandPage);

    await brandPage.goto(`/chats?with=${chosen.username}`);
    const box = brandPage.getByRole('textbox', { name: `Message to ${chosen.username}` });
    await box.fill('Welcome aboard! The serum ships tomorrow.');
    await box.press('Enter');
    await chosenPage.goto(`/chats?with=${brand.username}`);
    await expect(
      chosenPage.getByRole('log').getByText('Welcome aboard! The serum ships tomorrow.'),
    ).toBeVisible();

    // Each creator sees where their application stands on /deals: the other, kindly.
    await chosenPage.goto('/deals?tab=applications');
    await expect(chosenPage.getByRole('list', { name: 'Your applications' })).toContainText(
      'Accepted',
    );
    await otherPage.goto('/deals?tab=applications');
    await expect(otherPage.getByRole('list', { name: 'Your applications' })).toContainText(
      'Not chosen',
    );
    await expectNoAxeViolations(otherPage);

    // The campaign's page says it is closed, with no Apply; Explore no longer lists it.
    await otherPage.goto(`/campaigns/${campaignId}`);
    await expect(otherPage.getByText('This campaign is closed')).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(otherPage);
    await otherPage.screenshot({ path: test.info().outputPath(`closed-page-${name}.png`) });
    await otherPage.goto('/explore');
    await expect(otherPage.getByRole('tab', { name: 'Campaigns', selected: true })).toBeVisible();
    await expect(otherPage.getByRole('list', { name: 'Campaigns' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(otherPage.getByRole('button', { name: `Apply to ${title}` })).toHaveCount(0);

    // The brand reopens it, wanting one more creator.
    await brandPage.goto('/campaigns/mine');
    await expect(mine.getByText('1 of 1 chosen')).toBeVisible();
    await mine.getByRole('button', { name: 'Reopen' }).click();
    const reopen = brandPage.getByRole('dialog', { name: 'Reopen the campaign' });
    await reopen.getByRole('textbox', { name: 'Creators wanted in all' }).fill('2');
    await expectNoAxeViolations(brandPage);
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(reopen).toBeHidden();
    await expect(mine.getByText('1 of 2 chosen')).toBeVisible();
    await brandPage.screenshot({ path: test.info().outputPath(`reopened-${name}.png`) });
  });
}

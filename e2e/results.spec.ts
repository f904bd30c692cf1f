import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { utcDate } from '@partnerly/shared';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { connectWithoutBrowser, signInAtPlatform } from './support/platforms';
import { VIEWPORTS } from './support/viewports';

const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** The creator connects Instagram through the stand-in's authorize page, by the API's steps. */
async function connectInstagram(request: APIRequestContext, creator: TestUser, shortcode: string) {
  const platformCookie = await signInAtPlatform('instagram', {
    id: `ig-${creator.username}`,
    username: `${creator.username}.ig`,
    followers: 8_000,
    posts: [
      {
        shortcode,
        caption: 'Morning routine with the new serum #ad',
        // Published after the order was accepted, as the platform writes it.
        at: new Date(Date.now() + 60_000).toISOString(),
        likes: 900,
        comments: 80,
        views: 24_000,
        reach: 18_000,
        shares: 15,
        saves: 5,
      },
    ],
  });
  await connectWithoutBrowser(request, creator, 'instagram', platformCookie);
}

/**
 * A brand's campaign, a creator (payouts set up, Instagram connected) who applies with terms,
 * the brand's accept and test payment, and the creator's verified reel: all by the API.
 */
async function campaignWithVerifiedReel(request: APIRequestContext) {
  const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
  await request.post('/api/payouts/onboard/', { headers: as(creator) });
  expect((await request.post('/api/payouts/test/complete/', { headers: as(creator) })).ok()).toBe(
    true,
  );
  const shortcode = `S${creator.username}`;
  await connectInstagram(request, creator, shortcode);

  const draft = await request.post('/api/campaigns/', {
    headers: as(brand),
    data: {
      title: 'Autumn serum launch',
      brief: 'Show your morning routine with our new serum.',
      platforms: ['Instagram'],
      content: ['1 Reel'],
      countrys: [],
      tags: ['beauty'],
      budget: { kind: 'range', min: 300, max: 800 },
      wanted: 3,
      apply_by: utcDate(14),
      gifting: '',
    },
  });
  expect(draft.status()).toBe(201);
  const campaign = (await draft.json()) as { id: number };
  expect(
    (await request.post(`/api/campaigns/${campaign.id}/open/`, { headers: as(brand) })).ok(),
  ).toBe(true);
  const applied = await request.post(`/api/campaigns/${campaign.id}/apply/`, {
    headers: as(creator),
    data: {
      pitch: 'My audience loves skincare routines.',
      platforms: ['Instagram'],
      offer: {
        title: 'One serum reel',
        deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
        price: 600,
        due_date: utcDate(10),
        usage_rights: 'Brand may repost for 30 days',
        revisions: 1,
        message: '',
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const accepted = await request.post(`/api/applications/${(await applied.json()).id}/accept/`, {
    headers: as(brand),
  });
  const orderId = ((await accepted.json()) as { order_id: number }).order_id;
  expect((await request.post(`/api/orders/${orderId}/pay/`, { headers: as(brand) })).status()).toBe(
    201,
  );
  expect(
    (await request.post(`/api/orders/${orderId}/pay/test/`, { headers: as(brand) })).ok(),
  ).toBe(true);
  const delivered = await request.post(`/api/orders/${orderId}/deliver/`, {
    headers: as(creator),
    data: { note: 'The reel is live.', links: [`https://www.instagram.com/reel/${shortcode}/`] },
  });
  expect(delivered.status()).toBe(200);
  // The check runs as a job: wait until Instagram's numbers are in.
  await expect
    .poll(
      async () => {
        const order = await request.get(`/api/orders/${orderId}/`, { headers: as(brand) });
        return ((await order.json()) as { posts?: { state: string }[] }).posts?.[0]?.state;
      },
      { timeout: 20_000 },
    )
    .toBe('verified');
  return { brand, creator, campaign, orderId };
}

// One after the other: the Instagram stand-in has one signed-in account at a time.
test.describe.configure({ mode: 'serial' });

for (const { name, viewport } of VIEWPORTS) {
  test(`a brand reads what its campaign's orders cost and earned, and downloads them (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const { brand, creator } = await campaignWithVerifiedReel(request);

    const page = await openAs(browser, baseURL, brand, viewport);
    await page.goto('/deals');
    const link = page.getByRole('link', { name: 'Your results' });
    await expect(link).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`deals-${name}.png`) });
    await link.click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText('24,000')).toBeVisible();
    // $600 and the 5% fee: $630 spent, $26.25 for each 1,000 of the 24,000 views.
    await expect(totals.getByText('$630')).toBeVisible();
    await expect(totals.getByText('$26.25')).toBeVisible();
    await expect(totals.getByText('4.2%')).toBeVisible();
    // Read once so far: the day's numbers in words until a second day makes a chart.
    await expect(page.getByText(/^24,000 views and 1,000 interactions on /)).toBeVisible();

    const campaigns = page.getByRole('region', { name: 'Campaigns' });
    await expect(campaigns.getByText('Autumn serum launch', { exact: true })).toBeVisible();
    const orders = page.getByRole('region', { name: 'Orders' });
    const order = orders.getByRole('listitem').filter({ hasText: 'One serum reel' });
    await expect(
      order.getByText(`by ${creator.username} · Autumn serum launch`, { exact: false }),
    ).toBeVisible();
    await expect(order.getByText('1 of 1')).toBeVisible();

    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`results-${name}.png`), fullPage: true });

    // The campaign filter, by keyboard, keeps the order; days before it leave none.
    await page
      .getByRole('combobox', { name: 'Campaign' })
      .selectOption({ label: 'Autumn serum launch' });
    await expect(page).toHaveURL(/campaign=\d+/);
    await expect(order).toBeVisible();
    await page.getByLabel('Ordered until').fill('2026-01-01');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await page.getByLabel('Ordered from').fill('2026-02-01');
    await expect(page.getByText('Choose an end date on or after the start date.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByText('Correct the filters above to see your results.')).toBeVisible();
    await page.goto('/results');

    // The CSV, with the same filters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^partnerly-results-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Spend (USD)');
    expect(csv).toContain('One serum reel');
    expect(csv).toContain('630.00');
    await page.context().close();
  });
}

test('a member who bought nothing yet reads when results appear', async ({
  browser,
  baseURL,
  request,
}) => {
  const member = await createPaidUser(request);
  const page = await openAs(browser, baseURL, member, { width: 360, height: 740 });
  await page.goto('/results');
  await expect(page.getByText('No results yet')).toBeVisible();
  await expect(
    page.getByText('They appear once a creator delivers a post on a verified account.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('results-empty.png'), fullPage: true });
  await page.context().close();
});

import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { acceptedOrder, bearer } from './support/deals';
import { connectWithoutBrowser, signInAtPlatform } from './support/platforms';
import { VIEWPORTS } from './support/viewports';

/** A brand's order from the creator, delivered with a reel on the creator's Instagram. */
async function deliveredOrder(request: APIRequestContext, brand: TestUser, creator: TestUser) {
  const orderId = await acceptedOrder(request, brand, creator, {
    title: 'One Reel for the winter launch',
  });
  const shortcode = `R${creator.username}`;
  const platformCookie = await signInAtPlatform('instagram', {
    id: `ig-${creator.username}`,
    username: `${creator.username}.ig`,
    followers: 4200,
    posts: [
      {
        shortcode,
        caption: 'Winter glow ❄️ #ad @brand',
        // Published after the order was accepted, as the platform writes it.
        at: new Date(Date.now() + 5_000).toISOString(),
        likes: 410,
        comments: 35,
        views: 12_000,
        reach: 9_500,
        shares: 22,
        saves: 60,
      },
    ],
  });
  await connectWithoutBrowser(request, creator, 'instagram', platformCookie);
  const delivered = await request.post(`/api/orders/${orderId}/deliver/`, {
    headers: bearer(creator),
    data: {
      note: 'The reel is live.',
      links: [
        `https://www.instagram.com/reel/${shortcode}/`,
        'https://www.instagram.com/p/NotMine123/',
      ],
    },
  });
  expect(delivered.status()).toBe(200);
  return orderId;
}

// One after the other: the Instagram stand-in has one signed-in account at a time, so two
// creators connecting at once could each be sent back with the other's account.
test.describe.configure({ mode: 'serial' });

for (const { name, viewport } of VIEWPORTS) {
  test(`the brand reads the delivered posts as Instagram reports them before approving (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const orderId = await deliveredOrder(request, brand, creator);

    const page = await openAs(browser, baseURL, brand, viewport);
    await page.goto(`/deals/${orderId}`);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    // The check runs as a job: the page asks again until it is read.
    await expect(
      delivery.getByText(/^Live on Instagram · posted (just now|\d+ min ago) · #ad$/),
    ).toBeVisible({ timeout: 20_000 });
    await expect(delivery.getByText('Not found on the seller’s connected Instagram')).toBeVisible();
    await expect(delivery.getByText('Ask for the right link before approving.')).toBeVisible();
    const results = delivery.getByLabel('Results of the verified posts');
    await expect(results.getByText('12,000')).toBeVisible();
    await expect(results.getByText('$25 / 1,000 views')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    // The post that is not the creator's keeps the delivery from approving itself.
    await expect(page.getByText(/^Approves itself on/)).toHaveCount(0);
    await expect(
      delivery.getByText(
        'This delivery will not approve itself: approve it or ask for changes once you have looked.',
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/delivery-proof-${name}.png`, fullPage: true });

    // The creator reads what to fix on their side.
    const creatorPage = await openAs(browser, baseURL, creator, viewport);
    await creatorPage.goto(`/deals/${orderId}`);
    await expect(
      creatorPage.getByText(
        'Check the link, and that the post is public on your connected Instagram account.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
  });
}

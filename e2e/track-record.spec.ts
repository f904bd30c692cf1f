import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { expectNoSideScroll } from './support/layout';
import { acceptedOrder, bearer } from './support/deals';
import { connectWithoutBrowser, signInAtPlatform } from './support/platforms';

/**
 * Issue 47 point 5: a creator with three completed deals whose Reels Instagram verified shows
 * them on the public page, to visitors at 1280 and 360 px; hidden from /profile, the page
 * shows none.
 */

test('verified results on the public page at 1280 and 360 px, hidden on request', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const creator = await createPaidUser(request);
  expect(
    (
      await request.post('/api/edit_profile/', {
        headers: bearer(creator),
        data: {
          bio: 'Skincare Reels people watch to the end.',
          tags: ['beauty'],
          countrys: ['Germany'],
          checked: true,
          theme: 'violet',
        },
      })
    ).status(),
  ).toBe(200);
  const orders: { brand: TestUser; orderId: number }[] = [];
  for (let index = 0; index < 3; index += 1) {
    const brand = await createPaidUser(request);
    const orderId = await acceptedOrder(request, brand, creator, {
      title: 'One Reel for the spring range',
      price: 400,
    });
    orders.push({ brand, orderId });
  }

  // The three Reels, published after the orders were accepted, as Instagram writes them.
  const at = new Date(Date.now() + 5_000).toISOString();
  const views = [41_000, 48_000, 52_000];
  const shortcodes = orders.map((_, index) => `Tr${index}${creator.username}`);
  const platformCookie = await signInAtPlatform('instagram', {
    id: `ig-${creator.username}`,
    username: `${creator.username}.ig`,
    followers: 12_400,
    posts: shortcodes.map((shortcode, index) => ({
      shortcode,
      caption: 'Spring routine #ad',
      at,
      likes: 900,
      comments: 40,
      views: views[index],
    })),
  });
  await connectWithoutBrowser(request, creator, 'instagram', platformCookie);

  for (const [index, { brand, orderId }] of orders.entries()) {
    const delivered = await request.post(`/api/orders/${orderId}/deliver/`, {
      headers: bearer(creator),
      data: {
        note: 'Live now.',
        links: [`https://www.instagram.com/reel/${shortcodes[index]}/`],
      },
    });
    expect(delivered.status()).toBe(200);
    // The check runs as a job; the brand approves once Instagram verified the Reel.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/orders/${orderId}/`, { headers: bearer(brand) })).json())
            .posts?.[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('verified');
    const approved = await request.post(`/api/orders/${orderId}/approve/`, {
      headers: bearer(brand),
    });
    expect(approved.status()).toBe(200);
  }

  const visitor = await createPaidUser(request);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    const page = await openAs(browser, baseURL, visitor, viewport);
    await page.goto(`/${creator.username}`);
    const results = page.getByRole('region', { name: 'Verified results' });
    await expect(results.getByText('deals on Partnerly')).toBeVisible();
    await expect(results.getByText('100%')).toBeVisible();
    await expect(results.getByText('Instagram Reels: median 48K views')).toBeVisible();
    await expect(results.getByText(/^Verified by Instagram/)).toBeVisible();
    if (viewport.width === 360) await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `test-results/track-record-${viewport.width}.png`,
      fullPage: true,
    });
    await page.context().close();
  }

  // The creator hides them on /profile; the page then shows no results at all.
  const own = await openAs(browser, baseURL, creator, { width: 360, height: 740 });
  await own.goto('/profile');
  const section = own.getByRole('region', { name: 'Verified results' });
  await expect(section.getByText(/^3 deals on Partnerly · 100% on time/)).toBeVisible();
  await expectNoAxeViolations(own);
  await section.getByRole('switch', { name: 'Show on my page, media kit and in search' }).click();
  await expect(section.getByText('Hidden: brands see no results at all, not zero.')).toBeVisible();
  const after = await openAs(browser, baseURL, visitor);
  await after.goto(`/${creator.username}`);
  await expect(after.getByRole('heading', { level: 1, name: creator.username })).toBeVisible();
  await expect(after.getByRole('region', { name: 'Verified results' })).toHaveCount(0);
});

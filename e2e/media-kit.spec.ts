import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test } from './support/fixtures';
import { expectNoSideScroll } from './support/layout';
import { connectThroughPlatform, recentPosts, signInAtPlatform } from './support/platforms';

/**
 * Issue 48 point 5: a creator shares the media kit from /profile (the link, the PDF), and a
 * brand reads it, server-rendered with no script, as a visitor sees it.
 */
test('the media kit: shared from /profile, read by a brand at 1280 and 360 px', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // Many screens with axe at two sizes; the audience itself comes within seconds (decision 123).
  test.setTimeout(90_000);
  const creator = await createPaidUser(request);
  const auth = { authorization: `Bearer ${creator.access}` };
  expect(
    (
      await request.post('/api/edit_profile/', {
        headers: auth,
        data: {
          bio: 'Slow travel and street food, filmed on foot. Weekly reels from Lisbon and beyond.',
          tags: ['travel', 'food'],
          countrys: ['Portugal'],
          checked: true,
          theme: 'violet',
        },
      })
    ).status(),
  ).toBe(200);
  for (const item of [
    { title: 'Reel + 3 stories', platform: 'Instagram', price: 450, delivery_days: 7 },
    { title: 'City guide carousel', platform: 'Instagram', price: 280, delivery_days: 5 },
  ]) {
    expect((await request.post('/api/packages/', { headers: auth, data: item })).status()).toBe(
      201,
    );
  }
  await signInAtPlatform(
    'instagram',
    {
      id: `instagram-${creator.username}`,
      username: `${creator.username}.ig`,
      followers: 48_200,
      audience: {
        country: { PT: 380, US: 220, BR: 160, ES: 120, FR: 70, DE: 50 },
        age: { '18-24': 310, '25-34': 480, '35-44': 210 },
        gender: { F: 640, M: 360 },
      },
      posts: recentPosts({ likes: 240, comments: 60 }),
    },
    page,
  );

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, creator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  await connectThroughPlatform(page, 'Instagram');

  // Share: the phone's share sheet where there is one; on this desktop, the copied link.
  const kitCard = page.getByRole('heading', { name: 'Your media kit' }).locator('..');
  await kitCard.getByRole('button', { name: 'Share media kit' }).click();
  await expect(kitCard.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/${creator.username}/kit`,
  );
  const downloading = page.waitForEvent('download');
  await kitCard.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${creator.username}-media-kit.pdf`);
  await expect(kitCard.getByRole('button', { name: 'Share media kit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await kitCard.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('profile-kit-card-360.png') });

  // A brand with the link: a visitor. The audience was read right after connecting (decision 123).
  const brand = await (await browser.newContext({ baseURL })).newPage();
  await brand.setViewportSize({ width: 1280, height: 900 });
  const audience = brand.getByRole('region', { name: 'Audience' });
  await expect(async () => {
    await brand.goto(`/${creator.username}/kit`);
    await expect(audience.getByText('Portugal')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(brand).toHaveTitle(`${creator.username}'s media kit · Partnerly`);
  // Nothing to run: the kit is HTML and CSS only.
  await expect(brand.locator('script')).toHaveCount(0);
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText(creator.username);
  await expect(brand.getByRole('region', { name: 'Verified reach' })).toContainText('48,200');
  await expect(brand.getByRole('region', { name: 'Verified reach' })).toContainText('Engagement');
  // One day's count is a point, not a line: the growth chart starts with the second day.
  await expect(brand.getByRole('region', { name: 'Growth' })).toHaveCount(0);
  // Ages and genders are for signed-in members by default: not in a kit anyone can open.
  await expect(audience.getByText('Women')).toHaveCount(0);
  const packages = brand.getByRole('region', { name: 'Packages' });
  await expect(packages).toContainText('$450');
  await expect(packages.getByRole('link', { name: 'Request Reel + 3 stories' })).toHaveAttribute(
    'href',
    new RegExp(`^/${creator.username}\\?request=\\d+$`),
  );
  await expect(
    brand.getByRole('region', { name: `Work with ${creator.username}` }).getByRole('link', {
      name: `Message ${creator.username}`,
    }),
  ).toHaveAttribute('href', `/chats?with=${creator.username}`);
  await expectNoAxeViolations(brand);
  await brand.screenshot({
    path: test.info().outputPath('media-kit-1280.png'),
    fullPage: true,
  });
  await brand.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(brand);
  await expectNoSideScroll(brand);
  await brand.screenshot({ path: test.info().outputPath('media-kit-360.png'), fullPage: true });

  // The PDF a brand downloads says the same.
  const pdf = await brand.request.get(`/${creator.username}/kit.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await brand.context().close();
});

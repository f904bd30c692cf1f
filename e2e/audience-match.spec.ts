import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, signIn, test, type TestUser } from './support/fixtures';
import { createCreators, editProfile, hex } from './support/discovery';
import { expectNoSideScroll } from './support/layout';
import { connectWithoutBrowser, recentPosts, signInAtPlatform } from './support/platforms';
import type { APIRequestContext } from '@playwright/test';

/**
 * Issue 48 point 4 (decision 117): a brand states its audience target in Settings, then sees
 * each creator's match ("80% match") on search cards and sorts the search by it.
 */

/** A follower count no other journey's account has, so the search finds these two only. */
const FOLLOWERS = 73_400 + Math.floor(Math.random() * 500);

async function connectedCreator(
  request: APIRequestContext,
  creator: TestUser,
  country: Record<string, number>,
) {
  // A creator, so the search for creators finds them without "Include brands".
  await editProfile(request, creator, { checked: true });
  const cookie = await signInAtPlatform('instagram', {
    id: `instagram-${creator.username}`,
    username: `${creator.username}.ig`,
    followers: FOLLOWERS,
    audience: { country, age: { '25-34': 1000 }, gender: { F: 500, M: 500 } },
    posts: recentPosts({ likes: 200, comments: 50 }),
  });
  await connectWithoutBrowser(request, creator, 'instagram', cookie);
}

test('a brand sets its audience target and sorts search results by match', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  // Many screens with axe at two sizes; the audience itself comes within seconds (decision 123).
  test.setTimeout(90_000);
  const [near, far] = await createCreators(playwright, baseURL, [`near${hex(4)}`, `far${hex(4)}`]);
  if (!near || !far) throw new Error('creators not created');
  // Created first, so the default order (newest first) puts the better match second.
  await connectedCreator(request, near, { US: 800, FR: 200 });
  await connectedCreator(request, far, { US: 300, BR: 700 });
  const brand = await createUser(request);

  // Settings -> Audience target: the United States.
  await signIn(page, brand);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings?tab=audience');
  const countries = page.getByRole('combobox', { name: 'Countries' });
  await countries.click();
  await countries.fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: '25-34' }).check();
  await page.getByRole('button', { name: 'Save target' }).click();
  await expect(page.getByRole('status')).toHaveText('Audience target saved.');
  await expectNoAxeViolations(page);

  // Search, sorted by match: both audiences are read right after connecting (decision 123).
  await page.goto('/search');
  await page.getByRole('tab', { name: 'Filter by social media' }).click();
  await page.getByRole('combobox', { name: 'Social media' }).click();
  await page.getByRole('option', { name: 'Instagram', exact: true }).click();
  await page.getByRole('textbox', { name: 'Min followers' }).fill(String(FOLLOWERS));
  await page.getByRole('textbox', { name: 'Max followers' }).fill(String(FOLLOWERS));
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Best audience match' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  const cards = results.getByRole('listitem').filter({ hasText: '% match' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(cards).toHaveCount(2, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // US 80% × 25-34 100% = 80; US 30% = 30: the better match first, though it is older.
  await expect(cards.nth(0)).toContainText(near.username);
  await expect(cards.nth(0)).toContainText('80% match');
  await expect(cards.nth(1)).toContainText(far.username);
  await expect(cards.nth(1)).toContainText('30% match');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/audience-match-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(cards.nth(0)).toContainText('80% match');
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
  await page.screenshot({ path: 'test-results/audience-match-360.png', fullPage: true });
  await page.goto('/settings?tab=audience');
  await expect(page.getByRole('checkbox', { name: '25-34' })).toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
});

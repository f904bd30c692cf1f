import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, test, type TestUser } from './support/fixtures';
import { bearer, horizontalOverflow } from './support/discovery';
import { pictureDataUrl } from './support/images';

/** What a visitor sees of a member's public page; building it is profile-editor.spec.ts. */

const BIO = 'Fitness creator sharing daily workouts and healthy recipes.';

/** A creator's page as the editor leaves it: picture, bio, tags, countries, a link, a pending social. */
async function builtPage(request: APIRequestContext): Promise<TestUser> {
  const user = await createPaidUser(request);
  const headers = bearer(user);
  const calls: [string, object][] = [
    ['/api/save_pp/', { pp: pictureDataUrl() }],
    [
      '/api/edit_profile/',
      { bio: BIO, tags: ['fitness', 'travel'], countrys: ['Germany', 'Global'], checked: true },
    ],
    ['/api/linkview/', { link: 'https://shop.example.com/spring', text: 'My shop' }],
    [
      '/api/manuel_social_media/',
      { socialMedia: 'Instagram', socialMediaUsername: 'fit_creator', tags: [], countrys: [] },
    ],
  ];
  for (const [url, data] of calls) {
    const answer = await request.post(url, { headers, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
  }
  return user;
}

test.describe('public profiles', () => {
  test('a logged-out visitor opens a built profile, on desktop and phone', async ({
    request,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const user = await builtPage(request);
    const avatarName = `${user.username}'s profile picture`;
    // A visitor without a session sees the public page.
    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/${user.username}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(publicPage.getByRole('img', { name: avatarName })).toHaveAttribute(
      'src',
      /\/media\/[0-9a-f]+\.jpg$/,
    );
    await expect(publicPage.getByText('Content creator', { exact: true })).toBeVisible();
    await expect(publicPage.getByText(BIO)).toBeVisible();
    await expect(publicPage.getByRole('list', { name: 'Tags' })).toContainText('#fitness');
    await expect(publicPage.getByRole('list', { name: 'Tags' })).toContainText('#travel');
    await expect(publicPage.getByRole('list', { name: 'Countries' })).toContainText('Germany');
    await expect(publicPage.getByRole('list', { name: 'Countries' })).toContainText('Global');
    const shopLink = publicPage.getByRole('link', { name: /My shop/ });
    // Clicks go through the counting redirect (issue 19) on to the shop.
    await expect(shopLink).toHaveAttribute('href', /^\/go\/\d+$/);
    await expect(shopLink).toHaveAttribute('target', '_blank');
    await expect(shopLink).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    // Still in verification, so not public yet: no social icons, and no empty section either.
    await expect(publicPage.getByRole('list', { name: 'Social accounts' })).toHaveCount(0);
    await expectNoAxeViolations(publicPage);
    await publicPage.getByRole('button', { name: 'Show the address of My shop' }).click();
    const publicDetails = publicPage.getByRole('dialog', { name: 'My shop' });
    await expect(publicDetails.getByText('https://shop.example.com/spring')).toBeVisible();
    await expectNoAxeViolations(publicPage);
    await publicDetails.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(publicDetails).toBeHidden();
    await publicPage.getByRole('button', { name: 'Contact' }).click();
    await expect(publicPage).toHaveURL(/\/login$/);
    await visitor.close();

    // The same page on a phone fits the screen.
    const phone = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`/${user.username}`);
    await expect(phonePage.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(phonePage.getByText(BIO)).toBeVisible();
    expect(await horizontalOverflow(phonePage)).toBe(0);
    await expectNoAxeViolations(phonePage);
    await phonePage.screenshot({ path: 'test-results/public-profile-360.png', fullPage: true });
    await phone.close();
  });

  test('a hidden profile shows the 404 page to visitors', async ({ page, request }) => {
    const user = await createPaidUser(request);
    const toggled = await request.post('/api/change_visibility/', { headers: bearer(user) });
    expect(await toggled.json()).toEqual([false]);
    await page.goto(`/${user.username}`);
    await expect(page.getByRole('heading', { name: "Looks like you're lost" })).toBeVisible();
    await expect(page.getByText('The page you are looking for is not available!')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown profile shows the 404 page', async ({ page }) => {
    await page.goto('/nobody_has_this_name_42');
    await expect(page.getByRole('heading', { name: "Looks like you're lost" })).toBeVisible();
  });
});

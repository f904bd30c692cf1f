import type { APIRequestContext, Page } from '@playwright/test';
import { PROFILE_THEMES, type ProfileTheme } from '@partnerly/shared';
import { THEME_LOOKS } from '../apps/web/src/components/profile-themes';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** A verified account: submitted by the creator, accepted by the admin with a follower count. */
async function verifySocial(
  request: APIRequestContext,
  creator: TestUser,
  socialMedia: string,
  followers: number,
) {
  const submitted = await request.post('/api/manuel_social_media/', {
    headers: bearer(creator),
    data: { socialMedia, socialMediaUsername: creator.username, tags: [], countrys: [] },
  });
  expect(submitted.status()).toBe(200);
  const { id } = (await submitted.json()) as { id: number };
  const accepted = await request.post('/api/admin/manuel_social_media/', {
    headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
    data: { id, followers },
  });
  expect(accepted.status()).toBe(200);
}

/** A creator with everything a page shows: a long bio, socials, links, a package. */
async function seedShowcase(request: APIRequestContext, theme: ProfileTheme) {
  const creator = await createPaidUser(request);
  const saved = await request.post('/api/edit_profile/', {
    headers: bearer(creator),
    data: {
      bio: 'Street food films from Lisbon to Osaka. '.repeat(10).trim(),
      tags: ['food', 'travel'],
      countrys: ['Portugal', 'Japan'],
      checked: true,
      theme,
    },
  });
  expect(saved.status()).toBe(200);
  for (const title of ['Media kit', 'Latest film', 'Newsletter']) {
    await request.post('/api/linkview/', {
      headers: bearer(creator),
      data: { link: `https://example.com/${title.replace(' ', '-')}`, text: title },
    });
  }
  await verifySocial(request, creator, 'Instagram', 48_200);
  await verifySocial(request, creator, 'Tiktok', 1_250_000);
  const added = await request.post('/api/packages/', {
    headers: bearer(creator),
    data: { title: 'UGC video', platform: 'Tiktok', price: 250, delivery_days: 7 },
  });
  expect(added.status()).toBe(201);
  return creator;
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const backgroundOf = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The element ends within the first screen of a phone (740 px tall). */
async function expectAboveTheFold(page: Page, description: string, box: Promise<unknown>) {
  const bounds = (await box) as { y: number; height: number } | null;
  expect(bounds, description).not.toBeNull();
  const bottom = bounds ? bounds.y + bounds.height : Infinity;
  expect(bottom, `${description} ends above the fold`).toBeLessThanOrEqual(740);
}

test.describe('a public page worth putting in a bio', () => {
  for (const theme of PROFILE_THEMES) {
    test(`the ${theme} theme paints the whole page, light and dark, and passes axe on desktop and phone`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const creator = await seedShowcase(request, theme);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const palette = THEME_LOOKS[theme][colorScheme];
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 360, height: 740 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`/${creator.username}`);
          await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
          // The call to action and the links are in the theme's colours, not the brand violet.
          expect(await backgroundOf(page, 'Contact')).toBe(rgb(palette.accent));
          expect(await backgroundOf(page, 'Request UGC video')).toBe(rgb(palette.accent));
          const link = page.getByRole('link', { name: /^Media kit/ });
          expect(await link.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
            rgb(palette.accent),
          );
          expect(
            await page
              .getByText('#food')
              .evaluate((element) => getComputedStyle(element).backgroundColor),
          ).toBe(rgb(palette.tint));
          // The social icons come with their follower counts and are counted through /go/.
          const instagram = page.getByRole('link', { name: /^Instagram, 48.2K followers/ });
          await expect(instagram).toHaveAttribute('href', /^\/go\/social\/\d+$/);
          await expect(page.getByRole('link', { name: /^TikTok, 1.2M followers/ })).toBeVisible();
          if (viewport.width === 360) {
            await expectAboveTheFold(
              page,
              'the picture',
              page
                .getByRole('img', { name: `${creator.username}'s profile picture` })
                .boundingBox(),
            );
            await expectAboveTheFold(
              page,
              'the name',
              page.getByRole('heading', { level: 1 }).boundingBox(),
            );
            await expectAboveTheFold(page, 'the social icons', instagram.boundingBox());
            await expectAboveTheFold(page, 'the first link', link.boundingBox());
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
          }
          await expectNoAxeViolations(page);
        }
      }
    });
  }

  test('a page with nothing added shows no empty sections; Report sits in the "..." menu', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/${creator.username}`);
      await expect(page.getByRole('heading', { name: creator.username, level: 1 })).toBeVisible();
      await expect(page.locator('main section')).toHaveCount(0);
      await expect(page.getByText(/No verified|yet/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Create your page' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Report/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // The menu opens from the keyboard, lists Report, and closes on Escape.
    const more = page.getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More actions' });
    await expect(menu.getByRole('menuitem', { name: 'Report profile' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    // A visitor is asked to log in before reporting.
    await more.click();
    await menu.getByRole('menuitem', { name: 'Report profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a creator picks the theme in Edit Profile; visitors and the QR code follow it', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    await signIn(page, creator);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('radio', { name: 'Forest' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The QR code is drawn in the page's darkest accent.
    const qr = page.getByRole('img', { name: /^QR code of/ });
    await expect(qr).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(THEME_LOOKS.forest.light.accentText)),
    );
    await page.goto(`/${creator.username}`);
    await expect(page.locator('[data-theme="forest"]')).toBeVisible();
  });
});

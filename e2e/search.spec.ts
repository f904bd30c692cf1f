import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { bearer, createCreators, editProfile, hex, horizontalOverflow } from './support/discovery';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const results = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('link');

test.describe('discovery: search', () => {
  test('a visitor opening /search or /explore is sent to /login', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an Explorer searches by username, loads more, switches tab, filters by profile and opens a profile', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const prefix = `s${hex(3)}`;
    const tag = `tag${hex(4)}`;
    // Eleven creators share the prefix: one page of ten, then one more.
    const names = Array.from({ length: 11 }, (_, index) => `${prefix}_${index + 10}`);
    const creators = await createCreators(playwright, baseURL, names);
    await Promise.all(
      creators.map((creator, index) =>
        editProfile(
          request,
          creator,
          index < 2
            ? { tags: [tag, 'fitness'], countrys: ['Tuvalu'], checked: index === 0 }
            : { tags: ['travel'], countrys: ['Germany'] },
        ),
      ),
    );
    const explorer = await createUser(request);
    await signIn(page, explorer);

    await page.goto('/search?tab=username');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Search by username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The safety notice behind the labelled warning button.
    await page.getByRole('button', { name: 'Safety tips' }).click();
    const notice = page.getByRole('dialog', { name: 'Before contacting anyone' });
    await expect(notice).toContainText('check if they are real accounts.');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();

    // Results follow the typing; the first window ends at range 10.
    const firstWindow = page.waitForRequest(
      (req) => req.url().endsWith('/api/search_user/') && req.postDataJSON().name === prefix,
    );
    await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
    expect((await firstWindow).postDataJSON()).toEqual({ name: prefix, range: 10 });
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).first()).toHaveText(`${prefix}_10`);
    await expect(page.getByText('#travel').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const nextWindow = page.waitForRequest((req) => req.url().endsWith('/api/search_user/'));
    await page.getByRole('button', { name: 'Load more results' }).click();
    expect((await nextWindow).postDataJSON()).toEqual({ name: prefix, range: 20 });
    await expect(results(page)).toHaveCount(11);
    await expect(results(page).last()).toHaveText(`${prefix}_20`);
    await expect(page.getByRole('button', { name: 'Load more results' })).toBeHidden();

    // An emptied search clears the results.
    await page.getByRole('searchbox', { name: 'Username' }).fill('');
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
    await expect(results(page)).toHaveCount(10);

    // Another tab starts afresh from range 10: the profile filter with the creators it finds.
    const opening = page.waitForRequest((req) => req.url().endsWith('/api/filter_user/'));
    await page.getByRole('tab', { name: 'Filter by user profile' }).click();
    await expect(page).toHaveURL(/\?tab=profile$/);
    expect((await opening).postDataJSON()).toEqual({
      countrys_p: [],
      tags_p: [],
      checked: true,
      range: 10,
    });
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');
    const profileWindow = page.waitForRequest((req) => req.url().endsWith('/api/filter_user/'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await profileWindow).postDataJSON()).toEqual({
      countrys_p: [],
      tags_p: [tag],
      checked: true,
      range: 10,
    });
    await expect(results(page)).toHaveText([`${prefix}_10`]);

    // A changed filter clears the results until the next search: brands too now.
    await page.getByRole('checkbox', { name: 'Content creators only' }).uncheck();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Newest profile first; these two were created at the same time.
    await expect(results(page)).toHaveCount(2);
    for (const name of names.slice(0, 2)) {
      await expect(results(page).filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Load more results' })).toBeHidden();

    // Countries alone (a reload starts the tab afresh): this creators' rare country finds them.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Tags' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Content creators only' }).uncheck();
    const countries = page.getByRole('combobox', { name: 'Countries' });
    await countries.fill('Tuval');
    await page.getByRole('option', { name: 'Tuvalu', exact: true }).click();
    await countries.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(page).filter({ hasText: `${prefix}_10` })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The social tab checks its filter before sending.
    await page.getByRole('tab', { name: 'Filter by social media' }).click();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please select a social media.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Social media' }).click();
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    await page.getByRole('textbox', { name: 'Min followers' }).fill('500');
    await page.getByRole('textbox', { name: 'Max followers' }).fill('100');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText("Min followers can't be greater than max followers."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A result opens the profile.
    await page.getByRole('tab', { name: 'Search by username' }).click();
    await page.getByRole('searchbox', { name: 'Username' }).fill(`${prefix}_15`);
    await results(page)
      .filter({ hasText: `${prefix}_15` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}_15$`));
    await expect(page.getByRole('heading', { level: 1, name: `${prefix}_15` })).toBeVisible();
  });

  test('the search page fits a 360 px phone', async ({ page, request }) => {
    const explorer = await createUser(request);
    await signIn(page, explorer);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of ['username', 'social', 'profile']) {
      await page.goto(`/search?tab=${tab}`);
      await expect(
        page
          .getByRole('button', { name: 'Search', exact: true })
          .or(page.getByRole('searchbox', { name: 'Username' })),
      ).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  for (const width of [1280, 360]) {
    test(`Safety tips is labelled and a social-media search brings its results into view (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await signIn(page, await createUser(request));
      await page.goto('/search?tab=social');
      await expect(page.getByRole('button', { name: 'Safety tips' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Safety tips' })).toHaveText('Safety tips');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Both header buttons whole on the screen, not cut at its edge.
      for (const button of [
        page.getByRole('button', { name: 'Safety tips' }),
        page.getByRole('link', { name: 'Saved' }),
      ]) {
        const box = await button.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
      }
      await page.screenshot({ path: test.info().outputPath(`safety-tips-${width}.png`) });

      await page.getByRole('combobox', { name: 'Social media' }).click();
      await page.getByRole('option', { name: 'TikTok', exact: true }).click();
      // A count nobody has: the search answers with its empty state.
      await page.getByRole('textbox', { name: 'Min followers' }).fill('999999999');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const results = page.getByRole('region', { name: 'Search results' });
      await expect(results.getByText('0 profiles found')).toBeInViewport();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`social-search-${width}.png`) });
    });
  }

  test('the social filter finds a verified account by platform, followers and tags', async ({
    page,
    request,
  }) => {
    const tag = `soc${hex(4)}`;
    const creator = await createPaidUser(request);
    await editProfile(request, creator, { checked: true });
    const submitted = await request.post('/api/manuel_social_media/', {
      headers: bearer(creator),
      data: {
        socialMedia: 'Instagram',
        socialMediaUsername: creator.username,
        tags: [tag],
        countrys: ['Nauru'],
      },
    });
    expect(submitted.status()).toBe(200);
    const pending = (await submitted.json()) as { id: number };

    // While it waits for the admin, its card says so instead of counting it as 0 followers.
    await signIn(page, await createUser(request));
    await page.goto('/search?tab=username');
    await page.getByRole('searchbox', { name: 'Username' }).fill(creator.username);
    await expect(results(page)).toHaveText([creator.username]);
    await expect(page.getByText('Verification pending')).toBeVisible();
    await expect(page.getByText(/\b0 followers/)).toHaveCount(0);

    // Only the admin can verify an account.
    const accepted = await request.post('/api/admin/manuel_social_media/', {
      headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
      data: { id: pending.id, followers: 1_234_567 },
    });
    expect(accepted.status()).toBe(200);

    await page.goto('/search?tab=social');
    await page.getByRole('combobox', { name: 'Social media' }).click();
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    await page.getByRole('textbox', { name: 'Min followers' }).fill('1000000');
    await page.getByRole('textbox', { name: 'Max followers' }).fill('2000000');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Most followers', exact: true }).click();
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/filter_user_by_social/'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({
      socialMedia: 'Instagram',
      minFollowers: 1_000_000,
      maxFollowers: 2_000_000,
      countrys: [],
      tags: [tag],
      sort: '-',
      // "Verified by the platform only" left unticked (issue 31).
      verifiedOnly: false,
      brands: false,
      range: 10,
    });
    await expect(results(page)).toHaveText([creator.username]);
    await expect(page.getByText('1.2M followers')).toBeVisible();
  });

  for (const width of [1280, 360]) {
    // Fixme (h-camps, 2026-11-28): on its one run the social search answered 0 profiles here,
    // while the same steps through the API find her (search.tags.test.ts); not yet explained,
    // and the e2e server could not start again on the loaded machine to look closer.
    test(`tags are one idea: #tag on the profile and a verified Instagram is found; brands only when asked (${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const tag = `trv${hex(4)}`;
      const admin = { authorization: `Bearer ${await adminAccessToken(request)}` };
      /** A member with `tag` on the profile and an Instagram the admin verified, untagged. */
      async function withInstagram(creator: boolean) {
        const member = await createPaidUser(request);
        await editProfile(request, member, { tags: [tag], checked: creator });
        const submitted = await request.post('/api/manuel_social_media/', {
          headers: bearer(member),
          data: { socialMedia: 'Instagram', socialMediaUsername: member.username, tags: [] },
        });
        expect(submitted.status()).toBe(200);
        const { id } = (await submitted.json()) as { id: number };
        const verified = await request.post('/api/admin/manuel_social_media/', {
          headers: admin,
          data: { id, followers: 48_000 },
        });
        expect(verified.status()).toBe(200);
        return member;
      }
      const creator = await withInstagram(true);
      const brand = await withInstagram(false);

      await page.setViewportSize({ width, height: 800 });
      await signIn(page, await createUser(request));
      await page.goto('/search');
      // Search opens where a brand starts: profiles, with people before any filter.
      await expect(page.getByRole('tab', { name: 'Filter by user profile' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(results(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`search-opens-${width}.png`) });

      await page.getByRole('tab', { name: 'Filter by social media' }).click();
      await page.getByRole('combobox', { name: 'Social media' }).click();
      await page.getByRole('option', { name: 'Instagram', exact: true }).click();
      const tags = page.getByRole('combobox', { name: 'Tags' });
      await tags.fill(tag);
      await tags.press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(results(page)).toHaveText([creator.username]);
      await expect(results(page).first()).toBeInViewport();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`search-profile-tag-${width}.png`) });

      await page.getByRole('checkbox', { name: 'Include brands' }).check();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(results(page)).toHaveCount(2);
      await expect(results(page).filter({ hasText: brand.username })).toHaveCount(1);
    });
  }
});

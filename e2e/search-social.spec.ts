import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  bearer,
  editProfile,
  hex,
  horizontalOverflow,
  pickPlatformAndTag,
  searchResultLinks as results,
} from './support/discovery';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test.describe('discovery: search on social media accounts', () => {
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
      await pickPlatformAndTag(page, 'Instagram', tag);
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

import type { ConnectPlatform } from '@partnerly/shared';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn } from './support/fixtures';
import {
  connectThroughPlatform,
  setPlatformFollowers,
  signInAtPlatform,
} from './support/platforms';
import { SECOND_SERVER_REFRESH_SECONDS, test } from './support/second-server';

const PLATFORMS = [
  { platform: 'instagram', name: 'Instagram', followers: 1200, after: 1500 },
  { platform: 'tiktok', name: 'TikTok', followers: 560_000, after: 610_000 },
] as const satisfies readonly {
  platform: ConnectPlatform;
  name: string;
  followers: number;
  after: number;
}[];

/**
 * On the second server (e2e/support/second-server.ts), which reads connected accounts again
 * every few seconds, so the journey sees the refresh job's next read without waiting a minute.
 */
test.describe('connecting Instagram and TikTok', () => {
  test("a creator connects each platform, the public page and a brand's shortlist show the verified numbers, they follow the platform after the refresh job, and Disconnect takes them off", async ({
    browser,
    page,
    request,
  }) => {
    // Many screens with axe, two browsers, and the refresh job's next read of each account.
    test.setTimeout(120_000);
    const creator = await createPaidUser(request);
    await signIn(page, creator);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profile');

    for (const { platform, name, followers } of PLATFORMS) {
      await signInAtPlatform(
        platform,
        {
          id: `${platform}-${creator.username}`,
          username: `${creator.username}.${platform}`,
          followers,
          ...(platform === 'instagram' && { countries: ['IT', 'DE'] }),
        },
        page,
      );
      await connectThroughPlatform(page, name);
      // The social's own line first; its audience, read at connection (decision 123), says it too.
      await expect(page.getByText(`Verified by ${name} · updated just now`).first()).toBeVisible();
    }
    // One follower count a day, drawn in the analytics section.
    await expect(
      page.getByRole('img', { name: 'Instagram followers over 1 day: from 1.2K to 1.2K' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add Social Media' }).first().click();
    await expect(page.getByRole('button', { name: 'TikTok connected' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto(`/${creator.username}`);
    for (const { name } of PLATFORMS) {
      await expect(
        page.getByText(new RegExp(`^Verified by ${name} · updated`)).first(),
      ).toBeVisible();
    }
    await expect(page.getByText('Instagram, 1.2K followers')).toBeAttached();
    await expectNoAxeViolations(page);

    // A brand's shortlist says who vouches for each count, and how fresh it is.
    const brand = await createUser(request);
    const headers = { authorization: `Bearer ${brand.access}` };
    const list = await (
      await request.post('/api/lists/', { headers, data: { name: 'Creators' } })
    ).json();
    await request.post(`/api/lists/${list.id}/items/`, {
      headers,
      data: { username: creator.username },
    });
    const brandPage = await browser.newPage();
    await signIn(brandPage, brand);
    await brandPage.goto('/saved');
    const saved = brandPage.getByRole('list', { name: `${creator.username}'s verified accounts` });
    await expect(saved.getByRole('listitem')).toHaveCount(2);
    for (const { name } of PLATFORMS) {
      await expect(
        saved.getByRole('listitem').filter({ hasText: `Verified by ${name} · updated` }),
      ).toBeVisible();
    }
    await expect(saved.getByText('Instagram: 1.2K followers')).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.close();

    for (const { platform, after } of PLATFORMS) {
      await setPlatformFollowers(platform, `${platform}-${creator.username}`, after);
    }
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Instagram, 1.5K followers')).toBeAttached({ timeout: 1000 });
      await expect(page.getByText('TikTok, 610K followers')).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: SECOND_SERVER_REFRESH_SECONDS * 4_000, intervals: [2000] });

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await page.goto('/profile');
    // Axe once the analytics section has loaded (its skeletons are not what is checked).
    await expect(page.getByRole('img', { name: /^TikTok followers over/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Disconnect TikTok' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Delete|Disconnect)/ })
      .click();
    await expect(page.getByText(/^Verified by TikTok/)).toHaveCount(0);
    await page.goto(`/${creator.username}`);
    await expect(page.getByText('Instagram, 1.5K followers')).toBeAttached();
    await expect(page.getByText(/TikTok, .* followers/)).toHaveCount(0);
  });
});

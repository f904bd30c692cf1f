import { expectNoAxeViolations } from './support/axe';
import { expectNoSideScroll } from './support/layout';
import { createPaidUser, expect, signIn } from './support/fixtures';
import { setPlatformFollowers, signInAtPlatform } from './support/platforms';
import { SECOND_SERVER_REFRESH_SECONDS, test } from './support/second-server';

/**
 * YouTube through Google's OAuth, against the YouTube stand-in. It runs on the second server,
 * which has GOOGLE_CLIENT_ID set (e2e/support/second-server.ts): the main one keeps Google off
 * so its sign-in pages never load Google's script.
 */
test('a creator connects YouTube, the page shows the channel verified by YouTube, the count follows the channel after the refresh job, and Disconnect takes it off', async ({
  page,
  request,
}) => {
  // Many screens with axe, and the refresh job's next read of the channel.
  test.setTimeout(120_000);
  const creator = await createPaidUser(request);
  const channel = `youtube-${creator.username}`;
  await signIn(page, creator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');

  await signInAtPlatform(
    'youtube',
    {
      id: channel,
      username: `${creator.username}.tv`,
      followers: 48_000,
    },
    page,
  );
  await page.getByRole('button', { name: 'Add Social Media' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Social Media' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Connect YouTube' }).click();
  await expect(page.getByText('Your YouTube account is connected.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  // The social's own line (its audience, read at once since decision 123, says it too).
  await expect(
    page
      .getByRole('link', { name: 'YouTube 48K followers' })
      .getByText('Verified by YouTube · updated just now'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^YouTube followers over/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/${creator.username}`);
  await expect(page.getByText(/^Verified by YouTube · updated/).first()).toBeVisible();
  await expect(page.getByText('YouTube, 48K followers')).toBeAttached();
  await expectNoAxeViolations(page);

  await setPlatformFollowers('youtube', channel, 52_000);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('YouTube, 52K followers')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: SECOND_SERVER_REFRESH_SECONDS * 4_000, intervals: [2000] });

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);

  await page.goto('/profile');
  await expect(page.getByRole('img', { name: /^YouTube followers over/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Disconnect YouTube' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Delete|Disconnect)/ })
    .click();
  await expect(page.getByText(/^Verified by YouTube/)).toHaveCount(0);
  await page.goto(`/${creator.username}`);
  await expect(page.getByText(/YouTube, .* followers/)).toHaveCount(0);
});

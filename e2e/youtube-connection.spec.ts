import { expectNoAxeViolations } from './support/axe';
import { expectNoSideScroll } from './support/layout';
import { createPaidUser, expect, signIn, test } from './support/fixtures';
import {
  GOOGLE_SERVER_START_MS,
  googleServerURL,
  startGoogleServer,
} from './support/google-server';
import { setPlatformFollowers, signInAtPlatform } from './support/platforms';

/**
 * YouTube through Google's OAuth, against the YouTube stand-in. It runs on a second server with
 * GOOGLE_CLIENT_ID set (e2e/support/google-server.ts): the main one keeps Google off so its
 * sign-in pages never load Google's script.
 */
let server: Awaited<ReturnType<typeof startGoogleServer>> | undefined;

test.use({ baseURL: googleServerURL() });

test.beforeAll(async () => {
  test.setTimeout(GOOGLE_SERVER_START_MS + 30_000);
  server = await startGoogleServer();
});

test.afterAll(async () => {
  await server?.close();
});

test('a creator connects YouTube, the page shows the channel verified by YouTube, the count follows the channel after the refresh job, and Disconnect takes it off', async ({
  page,
  request,
}) => {
  // The refresh job reads each account a minute after it was connected.
  test.setTimeout(240_000);
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
  // SOCIAL_REFRESH_SECONDS is 60 on this server; the sweep looks every 30 seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('YouTube, 52K followers')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 150_000, intervals: [5000] });

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

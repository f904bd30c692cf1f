import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, signIn, test } from './support/fixtures';

test('a page whose code is gone after a deploy reloads once, then offers to try again', async ({
  page,
  request,
}) => {
  await signIn(page, await createUser(request));
  // The settings page's chunk as a tab opened before a deploy would ask for it: gone. (The
  // public and sign-in pages are server-rendered with their own entries, decisions 013 and 042;
  // /settings is a lazy route of the single-page app.)
  await page.route(/\/assets\/SettingsPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong — Partnerly');
  await expectNoAxeViolations(page);

  // Once the new version is there, Try again brings the page back.
  await page.unroute(/\/assets\/SettingsPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not load');
  expect(documentLoads).toBe(3);
});

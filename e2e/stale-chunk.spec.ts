import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a page whose code is gone after a deploy reloads once, then offers to try again', async ({
  page,
}) => {
  // The login page's chunk as a tab opened before a deploy would ask for it: gone. (The
  // public pages are server-rendered with their own entries, decision 013; /login is still a
  // lazy route of the single-page app.)
  await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong — Partnerly');
  await expectNoAxeViolations(page);

  // Once the new version is there, Try again brings the page back.
  await page.unroute(/\/assets\/LoginPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not load');
  expect(documentLoads).toBe(3);
});

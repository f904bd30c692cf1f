import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, signIn, test } from './support/fixtures';

// Only here does the service worker run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Waits for the service worker to be active, and reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('offline, pages seen before open again and the rest shows the offline screen', async ({
  page,
  context,
}) => {
  await page.goto('/pricing');
  await underServiceWorker(page);
  await page.goto('/useonphone');
  await expect(page).toHaveTitle('Use on phone — Partnerly');

  await context.setOffline(true);
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing — Partnerly');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/useonphone');
  await expect(page).toHaveTitle('Use on phone — Partnerly');

  await page.goto('/termsofuse');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page).toHaveTitle("You're offline — Partnerly");
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
  await expect(page).toHaveTitle(/Terms/);
});

test('the signed-in app shell opens offline once seen, and recovers online', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto('/search');
  await underServiceWorker(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The shell comes from the cache; the account cannot, and the app says so kindly.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "We couldn't load your account" })).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

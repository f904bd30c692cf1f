import type { Page } from '@playwright/test';
import { createPaidUser, expect, test } from './support/fixtures';

/** Issue 14's first-load budget: JavaScript transferred before any interaction. */
const BUDGET_BYTES = 100 * 1024;

/**
 * Loads a page and returns the bytes of JavaScript it transferred: response bodies as they came
 * over the wire, compressed (the browser asks for brotli, which the build pre-compresses).
 */
async function transferredScriptBytes(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test('the landing page transfers at most 100 KB of JavaScript', async ({ page }) => {
  const bytes = await transferredScriptBytes(page, '/');
  console.log(`/ transfers ${(bytes / 1024).toFixed(1)} KB of JS`);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('a public profile transfers at most 100 KB of JavaScript', async ({ page, request }) => {
  const creator = await createPaidUser(request);
  const bytes = await transferredScriptBytes(page, `/${creator.username}`);
  console.log(`/{username} transfers ${(bytes / 1024).toFixed(1)} KB of JS`);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

/**
 * The sign-in pages (issue 36, decisions 042 and 060), prerendered with their form's code first:
 * the same 100 KB (they were 252-257 KB as the single-page app, 102-120 KB prerendered with
 * Mantine's form and modal).
 */
const SIGN_IN_PAGES = ['/login', '/register', '/reset_password'];

for (const path of SIGN_IN_PAGES) {
  test(`${path} transfers at most 100 KB of JavaScript`, async ({ page }) => {
    const bytes = await transferredScriptBytes(page, path);
    console.log(`${path} transfers ${(bytes / 1024).toFixed(1)} KB of JS`);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

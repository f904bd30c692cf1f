import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { createPaidUser, expect, test } from './support/fixtures';

const BUDGET_BYTES = 170 * 1024;

/** Loads a page and returns the gzipped size of every script it fetched. */
async function gzippedScriptBytes(page: Page, path: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test('the landing page loads under 170 KB of gzipped JavaScript', async ({ page }) => {
  const bytes = await gzippedScriptBytes(page, '/');
  console.log(`/ loads ${(bytes / 1024).toFixed(1)} KB of gzipped JS`);
  expect(bytes).toBeLessThan(BUDGET_BYTES);
});

test('a public profile loads under 170 KB of gzipped JavaScript', async ({ page, request }) => {
  const creator = await createPaidUser(request);
  const bytes = await gzippedScriptBytes(page, `/${creator.username}`);
  console.log(`/{username} loads ${(bytes / 1024).toFixed(1)} KB of gzipped JS`);
  expect(bytes).toBeLessThan(BUDGET_BYTES);
});

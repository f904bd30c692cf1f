import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing on the page is wider than a 360 px phone: no sideways scrolling. */
export async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

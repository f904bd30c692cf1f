import { formatDate } from '@partnerly/shared';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test } from './support/fixtures';

/** Issue 29, item 7: dates, headings and the footer written one way on every screen. */
test.describe('one way to write things', () => {
  for (const width of [1280, 360]) {
    test(`footer years, section headings without colons and dates in the member's language (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // The spec's 2024 stays the first year.
      await page.goto('/');
      await expect(
        page.getByText(`© 2024–${new Date().getFullYear()} Partnerly`, { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // The account's day, read on both sides of its creation: a run can cross midnight.
      const days = new Set([formatDate(new Date(), { locale: 'en-US' })]);
      const creator = await createPaidUser(request);
      days.add(formatDate(new Date(), { locale: 'en-US' }));
      await signIn(page, creator);
      await page.goto('/profile');
      for (const name of ['Socials', 'In verification', 'Links', 'Packages']) {
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      const headings = await page
        .getByRole('heading')
        .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
      expect(headings.filter((text) => text.endsWith(':'))).toEqual([]);
      await expectNoAxeViolations(page);

      // The browser's language (en-US here) writes the day first, as chat and admin do.
      await page.goto('/settings');
      const opened = new RegExp(`^Account opened on (${[...days].join('|')})$`);
      await expect(page.getByText(opened)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

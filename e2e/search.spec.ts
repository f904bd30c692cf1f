import { expectNoAxeViolations } from './support/axe';
import {
  createCreators,
  editProfile,
  hex,
  horizontalOverflow,
  searchResultLinks as results,
} from './support/discovery';
import { createUser, expect, signIn, test } from './support/fixtures';

test.describe('discovery: search', () => {
  test('a visitor opening /search or /explore is sent to /login', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an Explorer searches by username, loads more, switches tab, filters by profile and opens a profile', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const prefix = `s${hex(3)}`;
    const tag = `tag${hex(4)}`;
    // Eleven creators share the prefix: one page of ten, then one more.
    const names = Array.from({ length: 11 }, (_, index) => `${prefix}_${index + 10}`);
    const creators = await createCreators(playwright, baseURL, names);
    await Promise.all(
      creators.map((creator, index) =>
        editProfile(
          request,
          creator,
          index < 2
            ? { tags: [tag, 'fitness'], countrys: ['Tuvalu'], checked: index === 0 }
            : { tags: ['travel'], countrys: ['Germany'] },
        ),
      ),
    );
    const explorer = await createUser(request);
    await signIn(page, explorer);

    await page.goto('/search?tab=username');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Search by username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The safety notice behind the labelled warning button.
    await page.getByRole('button', { name: 'Safety tips' }).click();
    const notice = page.getByRole('dialog', { name: 'Before contacting anyone' });
    await expect(notice).toContainText('check if they are real accounts.');
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();

    // Results follow the typing; the first window ends at range 10.
    const firstWindow = page.waitForRequest(
      (req) => req.url().endsWith('/api/search_user/') && req.postDataJSON().name === prefix,
    );
    await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
    expect((await firstWindow).postDataJSON()).toEqual({ name: prefix, range: 10 });
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).first()).toHaveText(`${prefix}_10`);
    await expect(page.getByText('#travel').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const nextWindow = page.waitForRequest((req) => req.url().endsWith('/api/search_user/'));
    await page.getByRole('button', { name: 'Load more results' }).click();
    expect((await nextWindow).postDataJSON()).toEqual({ name: prefix, range: 20 });
    await expect(results(page)).toHaveCount(11);
    await expect(results(page).last()).toHaveText(`${prefix}_20`);
    await expect(page.getByRole('button', { name: 'Load more results' })).toBeHidden();

    // An emptied search clears the results.
    await page.getByRole('searchbox', { name: 'Username' }).fill('');
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
    await expect(results(page)).toHaveCount(10);

    // Another tab starts afresh from range 10: the profile filter with the creators it finds.
    const opening = page.waitForRequest((req) => req.url().endsWith('/api/filter_user/'));
    await page.getByRole('tab', { name: 'Filter by user profile' }).click();
    await expect(page).toHaveURL(/\?tab=profile$/);
    expect((await opening).postDataJSON()).toEqual({
      countrys_p: [],
      tags_p: [],
      checked: true,
      range: 10,
    });
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');
    const profileWindow = page.waitForRequest((req) => req.url().endsWith('/api/filter_user/'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await profileWindow).postDataJSON()).toEqual({
      countrys_p: [],
      tags_p: [tag],
      checked: true,
      range: 10,
    });
    await expect(results(page)).toHaveText([`${prefix}_10`]);

    // A changed filter clears the results until the next search: brands too now.
    await page.getByRole('checkbox', { name: 'Content creators only' }).uncheck();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Newest profile first; these two were created at the same time.
    await expect(results(page)).toHaveCount(2);
    for (const name of names.slice(0, 2)) {
      await expect(results(page).filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: 'Load more results' })).toBeHidden();

    // Countries alone (a reload starts the tab afresh): this creators' rare country finds them.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Tags' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Content creators only' }).uncheck();
    const countries = page.getByRole('combobox', { name: 'Countries' });
    await countries.fill('Tuval');
    await page.getByRole('option', { name: 'Tuvalu', exact: true }).click();
    await countries.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(page).filter({ hasText: `${prefix}_10` })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The social tab checks its filter before sending.
    await page.getByRole('tab', { name: 'Filter by social media' }).click();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please select a social media.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Social media' }).click();
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    await page.getByRole('textbox', { name: 'Min followers' }).fill('500');
    await page.getByRole('textbox', { name: 'Max followers' }).fill('100');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText("Min followers can't be greater than max followers."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A result opens the profile.
    await page.getByRole('tab', { name: 'Search by username' }).click();
    await page.getByRole('searchbox', { name: 'Username' }).fill(`${prefix}_15`);
    await results(page)
      .filter({ hasText: `${prefix}_15` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}_15$`));
    await expect(page.getByRole('heading', { level: 1, name: `${prefix}_15` })).toBeVisible();
  });

  test('the search page fits a 360 px phone', async ({ page, request }) => {
    const explorer = await createUser(request);
    await signIn(page, explorer);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of ['username', 'social', 'profile']) {
      await page.goto(`/search?tab=${tab}`);
      await expect(
        page
          .getByRole('button', { name: 'Search', exact: true })
          .or(page.getByRole('searchbox', { name: 'Username' })),
      ).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});

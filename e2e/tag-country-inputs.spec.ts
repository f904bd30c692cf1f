import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test } from './support/fixtures';

const TOO_MANY_COUNTRIES = 'You can only select 5 countries.';
const TOO_MANY_TAGS = 'You can only select 10 tags.';

test.describe('tag and country inputs', () => {
  test.describe.configure({ timeout: 60_000 });

  test('Enter saves the whole form: "Portu" + Enter in Edit Profile adds Portugal and keeps the modal open', async ({
    page,
    request,
  }) => {
    await signIn(page, await createPaidUser(request));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });

    await edit.getByRole('combobox', { name: 'Countries' }).fill('Portu');
    await edit.getByRole('combobox', { name: 'Countries' }).press('Enter');
    await expect(edit.getByRole('button', { name: 'Remove country Portugal' })).toBeVisible();
    // The list closes after the pick, off the modal's buttons.
    await expect(page.getByRole('option')).toHaveCount(0);

    // Enter in an empty tag field does not save either.
    await edit.getByRole('combobox', { name: 'Tags' }).fill('Travel');
    await edit.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await edit.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await expect(edit.getByRole('button', { name: 'Remove tag travel' })).toBeVisible();
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);

    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Countries' })).toContainText('Portugal');
    await expect(main.getByRole('list', { name: 'Tags' })).toContainText('#travel');
  });

  test('Limit messages missing: Add Social Media says so at 5 countries and 10 tags and offers no more', async ({
    page,
    request,
  }) => {
    await signIn(page, await createPaidUser(request));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add Social Media' }).click();
    const social = page.getByRole('dialog', { name: 'Add Social Media' });
    // Only the platforms the server has an app for are offered: this one leaves Google unset.
    await expect(social.getByRole('button', { name: 'Connect Instagram' })).toBeVisible();
    await expect(social.getByRole('button', { name: 'Connect YouTube' })).toHaveCount(0);

    const countries = social.getByRole('combobox', { name: 'Community locations' });
    for (const country of ['Global', 'France', 'Spain', 'Italy', 'Germany']) {
      await countries.fill(country);
      await countries.press('Enter');
    }
    await expect(social.getByText(TOO_MANY_COUNTRIES)).toBeVisible();
    await countries.fill('Portu');
    await expect(page.getByRole('listbox')).toHaveText(TOO_MANY_COUNTRIES);
    await expect(page.getByRole('option')).toHaveCount(0);
    await countries.press('Enter');
    await expect(social.getByRole('button', { name: /^Remove country/ })).toHaveCount(5);
    await expect(social).toBeVisible();

    const tags = social.getByRole('combobox', { name: 'Tags' });
    for (let index = 0; index < 10; index++) {
      await tags.fill(`tag${index}`);
      await tags.press('Enter');
    }
    await expect(social.getByText(TOO_MANY_TAGS)).toBeVisible();
    await tags.fill('one-more');
    await tags.press('Enter');
    await expect(social.getByRole('button', { name: /^Remove tag/ })).toHaveCount(10);
    await expect(tags).toHaveAttribute('aria-invalid', 'true');
    await expect(social).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

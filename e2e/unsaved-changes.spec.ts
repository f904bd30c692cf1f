import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test.describe('no lost work', () => {
  for (const width of [1280, 360]) {
    test(`a bio typed in Edit Profile is not thrown away by Escape or Cancel (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, await createPaidUser(request));
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByRole('textbox', { name: 'Bio' }).fill('Half a thought');

      await page.keyboard.press('Escape');
      const ask = dialog.getByRole('alert').filter({ hasText: 'Discard your changes?' });
      await expect(ask).toBeVisible();
      await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await expectNoAxeViolations(page);
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await expect(ask).toBeHidden();
      await expect(dialog.getByRole('textbox', { name: 'Bio' })).toHaveValue('Half a thought');

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await ask.getByRole('button', { name: 'Discard changes' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('an untouched dialog closes at once; a report reason given asks first', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    await signIn(page, await createUser(request));
    await page.goto(`/${creator.username}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${creator.username}’s profile` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report profile' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toContainText('Discard your changes?');
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
  });
});

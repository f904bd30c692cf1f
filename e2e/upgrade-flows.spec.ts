import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test.describe('flows that end where the member started', () => {
  test('Contact then upgrading lands in the conversation, and the way back is then forgotten', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    await signIn(page, await createUser(request));
    await page.goto(`/${creator.username}`);
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Unlock Full Access' })
      .getByRole('link', { name: 'Go to Payments' })
      .click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Pay $7 (test)' }).click();
    await expect(
      page.getByRole('textbox', { name: `Message to ${creator.username}` }),
    ).toBeVisible();
    // Once used, it is forgotten: the next payment welcome does not jump again.
    expect(
      await page.evaluate(() => sessionStorage.getItem('partnerly-contact-after-upgrade')),
    ).toBeNull();
  });

  for (const width of [1280, 360]) {
    test(`an Explorer opening /profile by address is told why and how to unlock it (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, await createUser(request));
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);
      // A preview of the member's page comes before the plan is asked for (issue 53).
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your page, before it goes online' }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Unlock Full Access' }),
      ).toBeVisible();
      await expect(
        page.getByText('Your profile and public page are part of Full Access.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Go to Payments' }).click();
      await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    });
  }
});

import { expectNoAxeViolations } from './support/axe';
import { expect, newMemberInSettings, test } from './support/fixtures';

test('Settings -> Notifications: each e-mail choice is saved and survives a reload', async ({
  page,
  request,
}) => {
  await newMemberInSettings(page, request, 'Notifications');
  await expect(page).toHaveTitle('Notifications settings — Partnerly');

  const unread = page.getByRole('switch', { name: 'E-mail me about unread messages' });
  const verification = page.getByRole('switch', {
    name: 'E-mail me when my social accounts are verified or declined',
  });
  await expect(unread).toBeChecked();
  await expect(verification).toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Browser notifications on this device' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notification-settings/') &&
      response.request().method() === 'PUT',
  );
  await unread.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(unread).not.toBeChecked();

  await page.reload();
  await expect(unread).not.toBeChecked();
  await expect(verification).toBeChecked();

  // The keyboard works too: focus the switch and press Space.
  await verification.focus();
  const savedAgain = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notification-settings/') &&
      response.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  await savedAgain;
  await page.reload();
  await expect(verification).not.toBeChecked();
  await expect(unread).not.toBeChecked();
});

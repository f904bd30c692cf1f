import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  PASSWORD,
  createUser,
  expect,
  newMemberInSettings,
  test,
  uniqueName,
} from './support/fixtures';
import { codeSentTo, mailCount } from './support/mail';

const BAD_CREDENTIALS = 'No active account found with the given credentials';

/** Logs in through the /login form. */
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The Account tab's e-mail row. */
const emailRow = (page: Page) => page.getByRole('textbox', { name: 'E-mail' });

test.describe('accounts', () => {
  // Journeys of many steps, each user created with a mailed code and an Argon2 hash.
  test.describe.configure({ timeout: 60_000 });

  test('signs up with the mailed code, lands on the welcome step, logs out and back in', async ({
    page,
  }) => {
    const username = uniqueName('reg');
    const email = `${username}@example.com`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up with Email' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
    await page.getByLabel(/^Password confirmation/).fill(PASSWORD);
    const before = mailCount();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The first submit asks for a code: the field appears with the resend countdown.
    const codeField = page.getByLabel(/^Verification code/);
    await expect(codeField).toBeVisible();
    await expect(page.getByText('Code sent. Check your inbox.')).toBeVisible();
    const resend = page.getByRole('button', { name: /^Resend Code in \d+$/ });
    await expect(resend).toBeDisabled();
    await expectNoAxeViolations(page);

    await codeField.fill(await codeSentTo(email, before));
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Signed in and welcomed with what to do first; Settings holds the account.
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${username}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview my page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search creators' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Change Name' })).toHaveValue(username);
    await expect(emailRow(page)).toHaveValue(email);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('acces'))).toBeNull();

    // Login opens /profile, which tells an Explorer how to unlock it.
    await logIn(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    // The page is previewed first; the plan is asked for under it (issue 53).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your page, before it goes online' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Unlock Full Access' })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the visitor on /login', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await logIn(page, user.username, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });

  test('resets a forgotten password through the four-step dialog and is signed in', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const newPassword = 'brand-new-pass-7';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset_password$/);
    const dialog = page.getByRole('dialog');

    // Step 0: find the account by username.
    await expect(dialog.getByText('Find your account')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Email or username').fill(user.username);
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 1: the only way is an e-mail to the masked address.
    await expect(dialog.getByText('Where should we send the confirmation code?')).toBeVisible();
    const masked = `${user.username[0]}***@e***.com`;
    await expect(dialog.getByRole('radio', { name: `Send an e-mail to ${masked}` })).toBeChecked();
    await expectNoAxeViolations(page);
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 2: the code, with Back only while the field is empty.
    await expect(dialog.getByText('We sent you a code')).toBeVisible();
    await expect(dialog.getByText(/spam folder/)).toBeVisible();
    const back = dialog.getByRole('button', { name: 'Back' });
    await expect(back).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Code').fill(await codeSentTo(user.email, before));
    await expect(back).toBeHidden();
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Step 3: the new password, then signed in (an Explorer's /profile says how to unlock it).
    await expect(dialog.getByText('Choose New Password')).toBeVisible();
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/settings');
    await expect(page.getByRole('textbox', { name: 'Change Name' })).toHaveValue(user.username);

    // Only the new password opens the account now.
    const old = await request.post('/api/token', {
      data: { username: user.username, password: user.password },
    });
    expect(old.status()).toBe(400);
    const fresh = await request.post('/api/token', {
      data: { username: user.username, password: newPassword },
    });
    expect(fresh.status()).toBe(200);
  });

  test('changes the e-mail with a code mailed to the new address', async ({ page, request }) => {
    const user = await newMemberInSettings(page, request);
    const newEmail = `${uniqueName('new')}@example.org`;
    await expect(emailRow(page)).toHaveValue(user.email);

    await page.getByRole('button', { name: 'Change', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
    const field = dialog.getByLabel(/^New e-mail/);

    // The current address is refused before anything is sent.
    await field.fill(user.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('You are already using this e-mail address.')).toBeVisible();

    await field.fill(newEmail);
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const codeField = dialog.getByLabel(/^Verification code/);
    await expect(codeField).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Resend Code in \d+$/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    await codeField.fill(await codeSentTo(newEmail, before));
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(dialog).toBeHidden();
    await expect(emailRow(page)).toHaveValue(newEmail);
    await page.reload();
    await expect(emailRow(page)).toHaveValue(newEmail);
  });

  for (const width of [1280, 360]) {
    test(`changes the password; afterwards only the new one logs in (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const user = await newMemberInSettings(page, request);
      const newPassword = 'changed-pass-99';

      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel(/^Current password/).fill(user.password);
      await dialog.getByLabel(/^New password/).fill(user.password);
      await dialog.getByLabel(/^Confirm new password/).fill(user.password);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        dialog.getByText('The new password cannot be the same as the old one.'),
      ).toBeVisible();

      await dialog.getByLabel(/^New password/).fill(newPassword);
      await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      // The dialog closes on success and a green notice says so.
      await expect(dialog).toBeHidden();
      await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: 'Password changed.' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`password-changed-${width}.png`) });

      // This device keeps its session; then a fresh login needs the new password.
      await page.reload();
      await expect(emailRow(page)).toHaveValue(user.email);
      await page.getByRole('link', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await logIn(page, user.username, user.password);
      await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
      await logIn(page, user.username, newPassword);
      await expect(page).toHaveURL(/\/profile$/);
    });
  }

  test('deletes the account once "delete" + the username is typed; its login stops working', async ({
    page,
    request,
  }) => {
    const user = await newMemberInSettings(page, request);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    const confirm = dialog.getByLabel(`Type delete${user.username} to confirm`);
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    await expect(remove).toBeDisabled();
    await confirm.fill(`delete ${user.username}`);
    await expect(remove).toBeDisabled();
    await confirm.fill(`delete${user.username}`);
    await expect(remove).toBeEnabled();
    await expectNoAxeViolations(page);
    await remove.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('acces'))).toBeNull();

    await logIn(page, user.username, user.password);
    await expect(page.getByRole('alert').filter({ hasText: BAD_CREDENTIALS })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

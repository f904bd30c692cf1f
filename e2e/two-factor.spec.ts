import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/axe';
import { PASSWORD, createUser, expect, signIn, test } from './support/fixtures';

/** The code an authenticator app holding `secret` shows `aheadMs` from now. */
const codeAt = (secret: string, aheadMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + aheadMs });

test('a member turns on two-factor sign-in and logs in with a code from the app', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'Code from the app' }).fill(codeAt(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Two-factor sign-in is on.');
  await expect(
    dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Username or email').fill(user.username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();

  // The right password alone is not enough: the form asks for the code.
  const code = form.getByRole('textbox', { name: /^Authentication code/ });
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  // The next step's code: the one used to turn it on cannot be used again.
  await code.fill(codeAt(secret, 30_000));
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
});

import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, signIn, test, uniqueName } from './support/fixtures';

test('Resend countdown after a reload follows the server, and a 208 on e-mail change says a code was already sent', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  const newEmail = `${uniqueName('new')}@example.org`;
  await signIn(page, user);
  await page.goto('/settings');
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  const askForCode = async () => {
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await dialog.getByLabel(/^New e-mail/).fill(newEmail);
    await dialog.getByRole('button', { name: 'Send code' }).click();
  };

  await askForCode();
  await expect(dialog.getByText('Code sent. Check your inbox.')).toBeVisible();

  // A reload forgets the countdown; the server (208) still has the code it mailed.
  await page.reload();
  await askForCode();
  await expect(
    dialog.getByText('A code was already sent to this address. Check your inbox.'),
  ).toBeVisible();
  await expect(dialog.getByLabel(/^Verification code/)).toBeVisible();
  await expectNoAxeViolations(page);

  const refused = page.waitForResponse((response) => response.url().endsWith('/api/CreateVCode/'));
  await dialog.getByRole('button', { name: 'Resend Code', exact: true }).click();
  const answer = await refused;
  expect(answer.status()).toBe(429);
  const serverSeconds = Number(answer.headers()['retry-after']);
  const resend = dialog.getByRole('button', { name: /^Resend Code in \d+$/ });
  await expect(resend).toBeDisabled();
  // The press started our own 60 s at once; the answer then sets what the server says is left.
  // Read at once, the text could still be ours (CI read 60 against 58). Within a second it must
  // be the server's (or one tick below), which our own countdown reaches only after 2 s or more.
  await expect(resend).toHaveText(new RegExp(`in (${serverSeconds}|${serverSeconds - 1})$`), {
    timeout: 900,
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

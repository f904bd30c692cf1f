import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, test } from './support/fixtures';
import { codeSentTo, mailCount, mailCountTo } from './support/mail';

/** Opens the reset dialog and finds the account (step 0), leaving it on step 1. */
async function findAccount(page: Page, username: string): Promise<Locator> {
  await page.goto('/reset_password');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill(username);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Where should we send the confirmation code?')).toBeVisible();
  return dialog;
}

test.describe('password reset', () => {
  test.describe.configure({ timeout: 60_000 });

  test('password reset dialog dead end: Back then Next returns to the code step while the cooldown runs, with no second mail', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const dialog = await findAccount(page, user.username);
    const before = mailCount();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('We sent you a code')).toBeVisible();
    const code = await codeSentTo(user.email, before);
    await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('We sent you a code')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(mailCountTo(user.email)).toBe(2); // the sign-up code and one reset code

    // The code of the first mail still works.
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Choose New Password')).toBeVisible();
  });

  test('after a reload the code step counts down what is left of the server cooldown', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const before = mailCount();
    const sent = await request.post('/api/reset-password/', {
      data: { stage: 1, find: user.username, method: 'email' },
    });
    expect(sent.status()).toBe(200);
    await codeSentTo(user.email, before);

    const dialog = await findAccount(page, user.username);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('We sent you a code')).toBeVisible();
    const resend = dialog.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await expect(resend).toBeDisabled();
    const seconds = Number(/in (\d+) s/.exec((await resend.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(mailCountTo(user.email)).toBe(2); // the sign-up code and the first reset code
  });

  test('a refused code mail is explained on step 1, never silent', async ({ page, request }) => {
    const user = await createUser(request);
    // The 5-mails-per-30-minutes cap: its wait is far longer than the 60 s cooldown.
    await page.route('**/api/reset-password/', async (route) => {
      const body = route.request().postDataJSON() as { stage: number };
      if (body.stage !== 1) return route.continue();
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1740' },
        json: { detail: 'Too many requests. Please try again in 1740 seconds.' },
      });
    });
    const dialog = await findAccount(page, user.username);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'You have asked for too many codes. Please try again in 29 minutes.' }),
    ).toBeVisible();
    await expect(dialog.getByText('Where should we send the confirmation code?')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createUser, expect, signIn, test } from './support/fixtures';
import { codeSentTo, mailCount, mailCountTo } from './support/mail';
import { HYDRATED, markHydration } from './support/hydration';

/** Opens the reset dialog and finds the account (step 0), leaving it on step 1. */
async function findAccount(page: Page, username: string): Promise<Locator> {
  await page.goto('/reset_password');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill(username);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Where should we send the confirmation code?')).toBeVisible();
  return dialog;
}

/**
 * Holds back the page's own code (React and the steps), which /reset_password loads on the
 * visitor's first use (decision 121), as a slow phone would, until the returned function is called.
 */
async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/resetPassword-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens /reset_password with its code held back (`holdPageCode`) and hydration marked: the
 * find step as a visitor meets it before the page's code is there.
 */
async function openBeforeHydration(page: Page) {
  const release = await holdPageCode(page);
  await page.addInitScript(markHydration);
  await page.goto('/reset_password');
  return { release, dialog: page.getByRole('dialog', { name: 'Find your account' }) };
}

const STEP_1 = 'Where should we send the confirmation code?';

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

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`opened by its address, the four steps reset the password and sign in, ${viewport.width} px wide`, async ({
      page,
      request,
    }) => {
      const user = await createUser(request);
      const newPassword = 'brand-new-pass-8';
      await page.setViewportSize(viewport);
      await page.goto('/reset_password');
      const dialog = page.getByRole('dialog', { name: 'Find your account' });
      await expect(dialog.getByLabel(/^Email or username/)).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByLabel(/^Email or username/).fill(user.email);
      await dialog.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('dialog', { name: STEP_1 })).toBeVisible();
      await expectNoAxeViolations(page);
      const before = mailCount();
      await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();

      const codeStep = page.getByRole('dialog', { name: 'We sent you a code' });
      await expect(codeStep.getByLabel(/^Code/)).toBeVisible();
      await expectNoAxeViolations(page);
      await codeStep.getByLabel(/^Code/).fill(await codeSentTo(user.email, before));
      await codeStep.getByRole('button', { name: 'Next' }).click();

      const passwordStep = page.getByRole('dialog', { name: 'Choose New Password' });
      await passwordStep.getByLabel(/^New password/).fill(newPassword);
      await passwordStep.getByLabel(/^Confirm new password/).fill(newPassword);
      await expectNoAxeViolations(page);
      await passwordStep.getByRole('button', { name: 'Save password' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      const fresh = await request.post('/api/token', {
        data: { username: user.username, password: newPassword },
      });
      expect(fresh.status()).toBe(200);
    });
  }

  test('what is typed and a press on Next before the page hydrates are kept, then done', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const { release, dialog } = await openBeforeHydration(page);
    await dialog.getByLabel(/^Email or username/).pressSequentially(user.username);
    await dialog.getByRole('button', { name: 'Next' }).click();
    // Held, not sent by the browser on its own (it would reload the page, the text gone).
    await expect(page).toHaveURL(/\/reset_password$/);
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: STEP_1 })).toBeVisible();
    const masked = `${user.username[0]}***@e***.com`;
    await expect(page.getByRole('radio', { name: `Send an e-mail to ${masked}` })).toBeChecked();
  });

  test('from the keyboard: the field has focus at load, Tab and Enter work before and after hydration', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const { release, dialog } = await openBeforeHydration(page);
    const field = dialog.getByLabel(/^Email or username/);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(field).toBeFocused();
    // Inside the modal dialog, Tab goes from the field to Next, even before the page's code.
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    release();
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    // Hydrating leaves focus where the visitor took it.
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type(user.username);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: STEP_1 })).toBeVisible();
  });

  test('Escape, the close button and the backdrop before the page hydrates lead to /login, as after', async ({
    page,
  }) => {
    const closings: [string, () => Promise<void>][] = [
      ['Escape', () => page.keyboard.press('Escape')],
      ['Close', () => page.getByRole('button', { name: 'Close' }).click()],
      ['the backdrop', () => page.mouse.click(8, 300)],
    ];
    for (const [name, close] of closings) {
      await page.unrouteAll();
      const release = await holdPageCode(page);
      // Nothing asked of the page first: Playwright's checks would count as the visitor's use,
      // and Escape on a page not used yet closes the dialog whatever the page says.
      await page.goto('/reset_password');
      await close();
      await expect(page, `${name} waits for the page's code`).toHaveURL(/\/reset_password$/);
      release();
      await expect(page, `${name} leads to /login`).toHaveURL(/\/login$/);
    }
  });

  test('inside the app (after logging out), Forgot password opens the dialog modal on its field; Escape leads to /login', async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request));
    await page.goto('/search');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A mark on this window: it is still there only if no link below loaded a new page.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();

    const dialog = page.getByRole('dialog', { name: 'Find your account' });
    // React renders it open (non-modal), so showPageDialog closes it and shows it as the modal.
    await expect(dialog.getByLabel(/^Email or username/)).toBeFocused();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toBeHidden();
  });

  test('with a session the page hydrates at load, as the other on-use pages do', async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request));
    await page.addInitScript(markHydration);
    await page.goto('/reset_password');
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    await expect(
      page.getByRole('dialog', { name: 'Find your account' }).getByLabel(/^Email or username/),
    ).toBeFocused();
  });
});

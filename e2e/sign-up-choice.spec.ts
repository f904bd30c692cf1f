import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { PASSWORD, expect, test, uniqueName } from './support/fixtures';
import { horizontalOverflow } from './support/discovery';
import { DESKTOP, PHONE, shot } from './support/frame';
import { codeSentTo, mailCount } from './support/mail';

/**
 * Sign-up asks whether the account is a creator's or a brand's (decision 116): a brand's unless
 * the member says otherwise, as every account was before the question.
 */

/** Signs up through /register, choosing `account` unless left at the default. */
async function signUp(page: Page, username: string, account?: 'A creator') {
  const email = `${username}@example.com`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up with Email' })).toBeVisible();
  const choice = page.getByRole('radiogroup', { name: "I'm joining as" });
  await expect(choice.getByRole('radio', { name: 'A brand' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: 'A creator' })).not.toBeChecked();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  if (account) {
    await choice.getByRole('radio', { name: account }).check();
    await expect(choice.getByRole('radio', { name: 'A brand' })).not.toBeChecked();
  }
  await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
  await page.getByLabel(/^Password confirmation/).fill(PASSWORD);
  const before = mailCount();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const codeField = page.getByLabel(/^Verification code/);
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeSentTo(email, before));
  // The choice is still the one made before the code was asked for.
  if (account) await expect(choice.getByRole('radio', { name: account })).toBeChecked();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}` })).toBeVisible();
}

/** Full Access through the test checkout, so the member's own page opens on /profile. */
async function fullAccess(request: APIRequestContext, username: string) {
  const tokens = await (
    await request.post('/api/token', { data: { username, password: PASSWORD } })
  ).json();
  const paid = await request.post('/api/checkout/test/complete/', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(paid.status()).toBe(200);
}

/** The profile editor's switch, which says what the account is and still changes it. */
async function creatorSwitch(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit).toBeVisible();
  return edit.getByRole('switch', { name: 'I am content creator' });
}

test.describe('the sign-up choice', () => {
  // Each member signs up with a mailed code and an Argon2 hash.
  test.describe.configure({ timeout: 60_000 });

  test('a member who picks creator is one (1280 px)', async ({ page, request }) => {
    const username = uniqueName('cre');
    await page.setViewportSize(DESKTOP);
    await signUp(page, username, 'A creator');
    // The welcome leads with the chosen side: the creator's page first.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'I create content',
      'I represent a brand',
    ]);
    await expectNoAxeViolations(page);
    await shot(page, 'sign-up-creator-welcome-1280');

    // What the choice changes shows on the member's own page: the "Content creator" mark.
    await fullAccess(request, username);
    await page.goto('/profile');
    const header = page.getByRole('main');
    await expect(header.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await expect(header.getByText('Content creator', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(await creatorSwitch(page)).toBeChecked();
    await shot(page, 'sign-up-creator-profile-1280');
  });

  test('a member who keeps the default is a brand (360 px)', async ({ page, request }) => {
    const username = uniqueName('brd');
    await page.setViewportSize(PHONE);
    await signUp(page, username);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'I represent a brand',
      'I create content',
    ]);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/sign-up-brand-welcome-360.png', fullPage: true });

    await fullAccess(request, username);
    await page.goto('/profile');
    const header = page.getByRole('main');
    await expect(header.getByRole('heading', { level: 1, name: username })).toBeVisible();
    await expect(header.getByText('Content creator', { exact: true })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await expect(await creatorSwitch(page)).not.toBeChecked();
    await page.screenshot({ path: 'test-results/sign-up-brand-profile-360.png' });
  });
});

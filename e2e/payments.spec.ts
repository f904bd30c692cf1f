import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  createPaidUser,
  createUser,
  expect,
  newMemberInSettings,
  signIn,
  test,
} from './support/fixtures';
import { createPromoCode } from './support/promo';

const LIFETIME = 'You have used a lifetime valid promotional code.';

/** A destination of the bottom icon bar. */
const barLink = (page: Page, name: 'Profile' | 'Chats' | 'Settings') =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** The value of one row of the subscription details on the Payments tab. */
const detail = (page: Page, label: string) =>
  page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

test.describe('plans and payments', () => {
  // Journeys of many steps, each user created with a mailed code and an Argon2 hash.
  test.describe.configure({ timeout: 60_000 });

  test('an Explorer opening a locked tab sees the upgrade prompt, which leads to Payments', async ({
    page,
    request,
  }) => {
    await newMemberInSettings(page, request);
    await expect(barLink(page, 'Profile')).toHaveAttribute('data-locked');
    await expect(barLink(page, 'Chats')).toHaveAttribute('data-locked');
    await expect(barLink(page, 'Settings')).not.toHaveAttribute('data-locked');

    await barLink(page, 'Chats').click();
    const prompt = page.getByRole('dialog', { name: 'Unlock Full Access' });
    await expect(prompt).toContainText('Chats are part of Full Access.');
    await expect(prompt).toContainText('$7 a month, or nothing with a promotional code');
    await expect(prompt).not.toContainText('expired');
    await expect(page).toHaveURL(/\/settings$/);
    await expectNoAxeViolations(page);
    await prompt.getByRole('link', { name: 'Go to Payments' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    await expect(prompt).toBeHidden();

    // Typing the address does not get round the lock either: the page says how to unlock it.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Unlock Full Access' })).toBeVisible();
  });

  test('pays through the test checkout, reaches the profile, then cancels and is locked again', async ({
    page,
    request,
  }) => {
    const user = await newMemberInSettings(page, request, 'Payments');
    await expect(page.getByLabel('Promo code')).toBeVisible();
    await expectNoAxeViolations(page);

    // Pay opens the test checkout; its Cancel link leads back without paying.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/test$/);
    await expect(page.getByText('Test checkout — no real card is charged')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Full Access' })).toBeVisible();
    await expect(page.getByText('$7', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    await expect(barLink(page, 'Profile')).toHaveAttribute('data-locked');

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Pay $7 (test)' }).click();
    await expect(page).toHaveURL(/\/checkout\/success$/);
    await page.getByRole('link', { name: 'Set up your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(barLink(page, 'Profile')).not.toHaveAttribute('data-locked');
    await expect(barLink(page, 'Chats')).not.toHaveAttribute('data-locked');

    // Full Access: the Payments tab manages the plan instead of selling it.
    await page.goto('/settings?tab=payments');
    await expect(detail(page, 'Status')).toHaveText('active');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\?manage=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage subscription' }),
    ).toBeVisible();
    await expect(detail(page, 'Status')).toHaveText('active');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel subscription (test)' }).click();

    await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    await expect(detail(page, 'Status')).toHaveText('canceled');
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await expect(barLink(page, 'Profile')).toHaveAttribute('data-locked');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Renew Full Access' })).toBeVisible();
  });

  test('a paying user is asked to cancel before deleting the account, then can delete it', async ({
    page,
    request,
  }) => {
    const user = await createPaidUser(request);
    await signIn(page, user);
    await page.goto('/settings');

    const openDeleteDialog = async () => {
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete account' });
      await dialog
        .getByLabel(`Type delete${user.username} to confirm`)
        .fill(`delete${user.username}`);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      return dialog;
    };
    const dialog = await openDeleteDialog();
    await expect(
      dialog.getByText('You have an active subscription. Please cancel your subscription.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\?manage=1$/);
    await page.getByRole('button', { name: 'Cancel subscription (test)' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);

    await page.getByRole('link', { name: 'Account' }).click();
    await openDeleteDialog();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a promo-code activation lands on the welcome to Full Access, then Payments shows the lifetime message', async ({
    page,
    request,
  }) => {
    const code = await createPromoCode(request);
    await signIn(page, await createUser(request));
    await page.goto('/settings?tab=payments');

    await page.getByLabel('Promo code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect(page).toHaveURL(/\/checkout\/success$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Full Access' }),
    ).toBeVisible();
    await expect(page.getByText('Your promotional code is applied')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/settings?tab=payments');
    await expect(page.getByText(LIFETIME)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeHidden();
    await expect(barLink(page, 'Profile')).not.toHaveAttribute('data-locked');
    await expectNoAxeViolations(page);
    await barLink(page, 'Profile').click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an invalid promo code says so and unlocks nothing', async ({ page, request }) => {
    await signIn(page, await createUser(request));
    await page.goto('/settings?tab=payments');
    await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This promo code is not valid.' }),
    ).toBeVisible();
    await expect(barLink(page, 'Profile')).toHaveAttribute('data-locked');
    await expectNoAxeViolations(page);
  });

  test('the pricing buttons lead a visitor to login and a signed-in user to Payments', async ({
    page,
    request,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Get Full Access' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The page's framework held back a second, as on a slow phone: a member's click made
    // before React re-drew the page for the session still leads to Payments, not the visitor's
    // /login (which sends a member on to their profile).
    const entry = /<meta name="partnerly-entry" content="([^"]+)"/.exec(
      await (await request.get('/pricing')).text(),
    )?.[1];
    expect(entry).toBeTruthy();
    await page.route(`**${entry}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await signIn(page, await createUser(request));
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start with Explorer' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  });

  test('a member’s press on a link is not lost when the page’s framework cannot load', async ({
    page,
    request,
  }) => {
    const entry = /<meta name="partnerly-entry" content="([^"]+)"/.exec(
      await (await request.get('/pricing')).text(),
    )?.[1];
    expect(entry).toBeTruthy();
    let refused = false;
    let clicked = () => {};
    const afterClick = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(`**${entry}`, async (route) => {
      // Refused only once the click below has happened, which is held until the framework loads.
      await afterClick;
      refused = true;
      await route.abort();
    });
    await signIn(page, await createUser(request));
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Start with Explorer' }).click();
    clicked();
    // The link as the HTML has it (/login, which then sends a member on to their profile).
    await expect(page).not.toHaveURL(/\/pricing$/);
    expect(refused).toBe(true);
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  createPaidUser,
  createUser,
  expect,
  signIn,
  test,
  uniqueName,
  type TestUser,
} from './support/fixtures';

const bearer = (user: { access: string }) => ({ authorization: `Bearer ${user.access}` });

/** The e2e admin (seeded before the server starts), logged in through the API. */
async function loginAdmin(request: APIRequestContext): Promise<TestUser> {
  const login = await request.post('/api/token', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access: string; refresh: string };
  return { ...E2E_ADMIN, ...tokens };
}

async function openConsole(page: Page, request: APIRequestContext, tab?: string) {
  await signIn(page, await loginAdmin(request));
  await page.goto(tab ? `/manage/admin?tab=${tab}` : '/manage/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
}

/** The list item holding `text`, asking for the next pages while it is not shown yet. */
async function rowWith(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole('listitem').filter({ hasText: text });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(row.or(more).first()).toBeVisible();
  while ((await row.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(row).first()).toBeEnabled();
  }
  await expect(row).toBeVisible();
  return row;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test.describe('admin console', () => {
  // Journeys that register users (a mailed code and an Argon2 hash each) take a while.
  test.describe.configure({ timeout: 60_000 });

  test('a visitor is sent to log in and a signed-in non-admin is unauthorized', async ({
    page,
    request,
  }) => {
    await page.goto('/manage/admin');
    await expect(page).toHaveURL(/\/login$/);

    // The API hides the console from a user who is not an admin, with a 404.
    const user = await createPaidUser(request);
    expect((await request.get('/api/admin/data/', { headers: bearer(user) })).status()).toBe(404);
    await signIn(page, user);
    await page.goto('/manage/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unauthorized' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).not.toHaveURL(/\/manage\/admin/);
  });

  test('accepts a pending social with its followers, shown at once on the public page, then updates it', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    const handle = uniqueName('insta_');
    const submitted = await request.post('/api/manuel_social_media/', {
      headers: bearer(creator),
      data: { socialMedia: 'Instagram', socialMediaUsername: handle, tags: [], countrys: [] },
    });
    expect(submitted.status()).toBe(200);

    await openConsole(page, request, 'manuelsocial');
    await expect(page.getByRole('heading', { level: 2, name: 'Manual socials' })).toBeVisible();
    const pending = await rowWith(page, handle);
    await expect(pending.getByText(`Partnerly user: ${creator.username}`)).toBeVisible();
    const check = pending.getByRole('link', { name: new RegExp(`instagram\\.com/${handle}`) });
    await expect(check).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // A follower count is required before accepting.
    await pending.getByRole('button', { name: /^Accept/ }).click();
    await expect(pending.getByText('Enter the follower count.')).toBeVisible();
    await pending.getByLabel(/^Followers/).fill('12500');
    await pending.getByRole('button', { name: /^Accept/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: handle })).toHaveCount(0);

    // The creator's public page shows the verified account with its short follower count.
    await page.goto(`/${creator.username}`);
    await expect(page.getByText('12.5K followers')).toBeVisible();
    const profile = await request.post('/api/profile_data/', {
      data: { username: creator.username },
    });
    const data = (await profile.json()) as { socials: { link: string; followers: number }[] };
    expect(data.socials).toEqual([
      expect.objectContaining({ link: `https://www.instagram.com/${handle}`, followers: 12500 }),
    ]);

    // The Socials queue has it too: a new count takes it off the queue.
    await page.goto('/manage/admin?tab=socials');
    const queued = await rowWith(page, `instagram.com/${handle}`);
    await expect(queued.getByText('12.5K')).toBeVisible();
    await expectNoAxeViolations(page);
    await queued.getByLabel(/^New followers/).fill('13000');
    await queued.getByRole('button', { name: /^Update/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: handle })).toHaveCount(0);
    await page.goto(`/${creator.username}`);
    await expect(page.getByText('13K followers')).toBeVisible();
  });

  test('destructive admin actions ask for confirmation: declines a pending social and deletes a verified one', async ({
    page,
    request,
  }) => {
    const creator = await createPaidUser(request);
    const declined = uniqueName('tt_');
    const kept = uniqueName('yt_');
    for (const [socialMedia, socialMediaUsername] of [
      ['Tiktok', declined],
      ['Youtube', kept],
    ]) {
      const submitted = await request.post('/api/manuel_social_media/', {
        headers: bearer(creator),
        data: { socialMedia, socialMediaUsername, tags: [], countrys: [] },
      });
      expect(submitted.status()).toBe(200);
    }

    await openConsole(page, request, 'manuelsocial');
    // Cancel keeps the request; only the confirmed Decline removes it.
    await (await rowWith(page, declined)).getByRole('button', { name: /^Decline/ }).click();
    const declineDialog = page.getByRole('dialog', { name: 'Decline this account?' });
    await expect(declineDialog).toContainText(declined);
    await expectNoAxeViolations(page);
    await declineDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(declineDialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: declined })).toHaveCount(1);
    await (await rowWith(page, declined)).getByRole('button', { name: /^Decline/ }).click();
    await declineDialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: declined })).toHaveCount(0);
    const accepted = await rowWith(page, kept);
    await accepted.getByLabel(/^Followers/).fill('900');
    await accepted.getByRole('button', { name: /^Accept/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: kept })).toHaveCount(0);

    await sidebar(page)
      .getByRole('link', { name: /^Socials/ })
      .click();
    await expect(page).toHaveURL(/\?tab=socials$/);
    await (
      await rowWith(page, `youtube.com/@${kept}`)
    )
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this account?' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: kept })).toHaveCount(0);

    const profile = await request.post('/api/profile_data/', {
      data: { username: creator.username },
    });
    expect(((await profile.json()) as { socials: unknown[] }).socials).toEqual([]);
    const pending = await request.get('/api/UserData/', { headers: bearer(creator) });
    expect(((await pending.json()) as { manule_socials: unknown[] }).manule_socials).toEqual([]);
  });

  test('creates a promo code that an Explorer redeems, copies it in the template, deletes it', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const code = uniqueName('PROMO').toUpperCase();
    await openConsole(page, request, 'promocode');
    await expect(page.getByLabel('Expiry date')).toHaveValue('2030-01-01');
    await expect(page.getByLabel('Amount')).toHaveValue('1');
    await expect(page.getByLabel('Percent')).toHaveValue('100');
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill(code);
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Code ${code} created.` }),
    ).toBeVisible();
    const row = await rowWith(page, code);
    await expect(row.getByText('100% off · 1 use left · expires 1 Jan 2030')).toBeVisible();

    // The same name again is refused on the field, with the console's error alert.
    await page.getByLabel('Name').fill(code);
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('A promo code with this name already exists.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: /^Something went wrong\. Please try again\.$/ }),
    ).toBeVisible();

    // Clicking the code copies the template with * replaced; the template survives a reload.
    const template = page.getByLabel('Message template');
    await template.fill('Your code: * (enter * in Settings - Payments)');
    await row.getByRole('button', { name: code, exact: true }).click();
    await expect(row.getByText('Copied')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Your code: ${code} (enter ${code} in Settings - Payments)`,
    );
    await page.reload();
    await expect(template).toHaveValue('Your code: * (enter * in Settings - Payments)');
    expect(await page.evaluate(() => localStorage.getItem('promo-template'))).toBe(
      'Your code: * (enter * in Settings - Payments)',
    );

    const explorer = await createUser(request);
    const redeemed = await request.post('/api/check-promo/', {
      headers: bearer(explorer),
      data: { code },
    });
    expect(redeemed.status()).toBe(200);

    await (await rowWith(page, code)).getByRole('button', { name: `Delete code ${code}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete this promo code?' });
    await expect(deleteDialog).toContainText(code);
    await deleteDialog.getByRole('button', { name: 'Delete code' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'PromoCode' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  });

  test('adds a user who then logs in with the password shown once', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const username = uniqueName('added_');
    await openConsole(page, request, 'adduser');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Add user' }).click();

    const card = page.getByRole('status').filter({ hasText: 'User created' });
    await expect(card.getByTestId('added-username')).toHaveText(username);
    await expect(card.getByTestId('added-email')).toHaveText(`${username}@example.com`);
    const password = (await card.getByTestId('added-password').textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    await card.getByRole('button', { name: 'Copy password' }).click();
    await expect(card.getByRole('button', { name: 'Password copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expectNoAxeViolations(page);

    const login = await request.post('/api/token', { data: { username, password } });
    expect(login.status()).toBe(200);
    expect(await login.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });

    // A taken username is refused on its field.
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${uniqueName()}@example.com`);
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('A user with that username already exists.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: /^Something went wrong\. Please try again\.$/ }),
    ).toBeVisible();
  });

  test('reads and deletes a contact message; a failing delete shows the alert', async ({
    page,
    request,
  }) => {
    const subject = uniqueName('Partnership ');
    const sent = await request.post('/api/contact_us/', {
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject,
        message: 'We would like to sponsor creators on Partnerly.',
      },
    });
    expect(sent.status()).toBe(200);

    await openConsole(page, request);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    const row = await rowWith(page, subject);
    await expect(row.getByText('Ada Lovelace')).toBeVisible();
    await expect(row.getByRole('link', { name: 'ada@example.com' })).toBeVisible();
    await expect(row.getByText('Sent without an account')).toBeVisible();
    await expect(row.getByText('We would like to sponsor creators on Partnerly.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The server fails once: the red error alert, and the message stays.
    await page.route('**/api/admin/delete-contact/*', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } }),
    );
    await row.getByRole('button', { name: 'Delete message from Ada Lovelace' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: /^Something went wrong\. Please try again\.$/ });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute(
      'style',
      /--notification-color:\s*var\(--mantine-color-red/,
    );
    await expect(row).toBeVisible();
    await page.unroute('**/api/admin/delete-contact/*');

    await row.getByRole('button', { name: 'Delete message from Ada Lovelace' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  });

  test('every tab passes axe on desktop, and the 360 px drawer switches tabs', async ({
    page,
    request,
  }) => {
    await openConsole(page, request);
    for (const [name, tab] of [
      ['Contact', 'contact'],
      ['PromoCode', 'promocode'],
      ['Manual socials', 'manuelsocial'],
      ['Socials', 'socials'],
      ['Add User', 'adduser'],
      ['Deals', 'deals'],
    ] as const) {
      await sidebar(page)
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/manage/admin?tab=contact');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: /^PromoCode/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\?tab=promocode$/);
    await expect(page.getByRole('heading', { level: 2, name: 'PromoCode' })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectNoAxeViolations(page);

    // Keyboard: the burger opens the menu, and Escape closes it.
    await page.getByRole('button', { name: 'Open admin menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

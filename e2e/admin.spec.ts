import { expectNoAxeViolations } from './support/axe';
import { bearer, openConsole, rowWith, sidebar } from './support/admin-console';
import { createPaidUser, createUser, expect, signIn, test, uniqueName } from './support/fixtures';

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

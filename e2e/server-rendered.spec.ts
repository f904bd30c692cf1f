import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, signIn, test, type TestUser } from './support/fixtures';

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/** A public creator with a bio, a verified Instagram account and a link. */
async function seedCreator(request: APIRequestContext) {
  const creator = await createPaidUser(request);
  const bio = `Travel films from ${creator.username}, open to partnerships.`;
  const edited = await request.post('/api/edit_profile/', {
    headers: bearer(creator),
    data: { bio, tags: ['travel'], countrys: ['Portugal'], checked: true },
  });
  expect(edited.status()).toBe(200);
  const link = await request.post('/api/linkview/', {
    headers: bearer(creator),
    data: { link: 'https://example.com/media-kit', text: 'My media kit' },
  });
  expect(link.status()).toBe(200);
  const submitted = await request.post('/api/manuel_social_media/', {
    headers: bearer(creator),
    data: {
      socialMedia: 'Instagram',
      socialMediaUsername: creator.username,
      tags: ['travel'],
      countrys: ['Portugal'],
    },
  });
  expect(submitted.status()).toBe(200);
  const { id } = (await submitted.json()) as { id: number };
  const accepted = await request.post('/api/admin/manuel_social_media/', {
    headers: { authorization: `Bearer ${await adminAccessToken(request)}` },
    data: { id, followers: 48_200 },
  });
  expect(accepted.status()).toBe(200);
  return { creator, bio };
}

/** Collects console errors and uncaught errors, hydration mismatches among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is logged as a failed load; its assets failing would not be.
    const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a public profile shows its picture, bio, socials with followers and links', async ({
    page,
    request,
  }) => {
    const { creator, bio } = await seedCreator(request);
    await page.goto(`/${creator.username}`);
    await expect(page.getByRole('heading', { name: creator.username, level: 1 })).toBeVisible();
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Instagram, 48.2K followers/ })).toBeVisible();
    await expect(page.getByText('My media kit')).toBeVisible();
    await expect(page.getByText('#travel')).toBeVisible();
    await expect(page.getByText('Portugal')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact' })).toBeVisible();
  });

  test('the landing page and pricing show their content', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Where creators and brands find each other' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { name: 'Full Access', exact: true })).toBeVisible();
  });
});

test.describe('with JavaScript off, the sign-in pages', () => {
  test.use({ javaScriptEnabled: false });

  test('show their forms, submit buttons held until the page runs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Username or email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up with Email' })).toBeVisible();
    await expect(page.getByLabel(/^Password confirmation/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await page.goto('/reset_password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    // The first step's dialog is open in the HTML, before any script makes it modal.
    const dialog = page.getByRole('dialog', { name: 'Find your account' });
    await expect(dialog.getByLabel(/^Email or username/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

test.describe('with JavaScript', () => {
  // The pages as shipped, service worker included: its registration must not fail either.
  test.use({ serviceWorkers: 'allow' });

  test('a public profile hydrates without errors; its link details and Contact work', async ({
    page,
    request,
  }) => {
    const { creator } = await seedCreator(request);
    const errors = collectErrors(page);
    await page.goto(`/${creator.username}`);
    await page.getByRole('button', { name: 'Show the address of My media kit' }).click();
    const dialog = page.getByRole('dialog', { name: 'My media kit' });
    await expect(dialog.getByText('https://example.com/media-kit')).toBeVisible();
    await dialog.locator('button', { hasText: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A visitor without a session is asked to log in first.
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('a signed-in member presses Contact on a profile and lands in the chat', async ({
    page,
    request,
  }) => {
    const { creator } = await seedCreator(request);
    await signIn(page, await createPaidUser(request));
    const errors = collectErrors(page);
    await page.goto(`/${creator.username}`);
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Contact' }).click();
    // The chat opens that conversation and then drops `?with=` from the address, so the
    // conversation's message box is what shows the landing, not the URL.
    await expect(page).toHaveURL(/\/chats/);
    await expect(
      page.getByRole('textbox', { name: `Message to ${creator.username}` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the marketing pages hydrate without errors', async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of [
      '/',
      '/pricing',
      '/contactus',
      '/useonphone',
      '/termsofuse',
      '/privacypolicy',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /lost/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the sign-in pages hydrate without errors', async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^(Login|Sign up)$/ })).toBeEnabled();
      await page.waitForLoadState('networkidle');
    }
    // It hydrates on the visitor's first key (decision 121), and must then match its HTML.
    await page.addInitScript(() =>
      window.addEventListener('partnerly:hydrated', () =>
        document.documentElement.setAttribute('data-test-hydrated', ''),
      ),
    );
    await page.goto('/reset_password');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await page.getByLabel(/^Email or username/).pressSequentially('a');
    await expect(page.locator('html[data-test-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the sign-in pages pass axe on desktop and on a 360 px phone', async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: /^(Login|Sign up)$/ })).toBeEnabled();
        await expectNoAxeViolations(page);
      }
      await page.goto('/reset_password');
      await expect(page.getByRole('dialog', { name: 'Find your account' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a sign-in page fetches the app once the visitor starts typing, not before', async ({
    page,
  }) => {
    const appFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) appFiles.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(appFiles).toEqual([]);
    await page.getByLabel('Username or email').pressSequentially('a');
    await expect.poll(() => appFiles.length).toBeGreaterThan(0);
  });

  test('a signed-in member opening /login or /register is sent to their profile', async ({
    page,
    request,
  }) => {
    await signIn(page, await createPaidUser(request));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a signed-in visitor of the landing page is sent to their profile', async ({
    page,
    request,
  }) => {
    await signIn(page, await createPaidUser(request));
    await page.goto('/');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('what a visitor types into the contact form before the page hydrates is kept and sent', async ({
  page,
}) => {
  // Hold the page's script back, as a slow phone would, while the visitor types.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back, so wait only for the page's HTML.
  await page.goto('/contactus', { waitUntil: 'commit' });
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Email Address').fill('grace@example.com');
  await page.getByLabel('Subject').fill('Early bird');
  await page.getByLabel('Message').fill('Typed before the page was ready.');
  release();
  await page.waitForLoadState('networkidle');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been received.')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Grace Hopper');
});

test('a press on Login before the page hydrates is held, then signs in with what was typed', async ({
  page,
  request,
}) => {
  const user = await createPaidUser(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's React and form code, which it loads on the first use (decision 121), held back.
  await page.route(/\/assets\/login-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Not sent by the browser on its own: the password would travel in the address.
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
});

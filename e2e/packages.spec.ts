import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test('a creator adds a package on /profile and a paid brand requests it from the public page', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const creator = await createPaidUser(request);
  await signIn(page, creator);
  await page.goto('/profile');
  await expect(page.getByText('No packages yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add package' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('1 Instagram Reel');
  await dialog.getByRole('textbox', { name: 'What is delivered' }).fill('A 30-second reel.');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('1200');
  await dialog.getByRole('textbox', { name: /^Delivery/ }).fill('5');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add package' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('$1,200 · 5 days')).toBeVisible();

  // A second one, moved above the first by keyboard-reachable buttons.
  await page.getByRole('button', { name: 'Add package' }).click();
  const second = page.getByRole('dialog', { name: 'Add package' });
  await second.getByRole('textbox', { name: /^Title/ }).fill('Story set');
  await second.getByRole('textbox', { name: /^Price/ }).fill('300');
  await second.getByRole('textbox', { name: /^Delivery/ }).fill('2');
  await second.getByRole('button', { name: 'Add package' }).click();
  await page.getByRole('button', { name: 'Move Story set up' }).click();
  await expect(page.getByRole('button', { name: 'Move Story set up' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The brand, on the public page: packages in the creator's order, each with Request.
  const brand = await createPaidUser(request);
  const context = await browser.newContext({ baseURL });
  const brandPage = await context.newPage();
  await signIn(brandPage, brand);
  await brandPage.goto(`/${creator.username}`);
  const section = brandPage.getByRole('region', { name: 'Packages' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Story set',
    '1 Instagram Reel',
  ]);
  await expectNoAxeViolations(brandPage);
  await section.getByRole('button', { name: 'Request 1 Instagram Reel' }).click();

  // The Request is an offer filled from the package, in the conversation with the creator.
  await expect(brandPage).toHaveURL(/\/chats/);
  const offer = brandPage.getByRole('dialog', { name: `Make an offer to ${creator.username}` });
  await expect(offer.getByRole('textbox', { name: 'Title' })).toHaveValue('1 Instagram Reel');
  await expect(offer.getByRole('textbox', { name: 'Price (US$)' })).toHaveValue('1,200');
  await expectNoAxeViolations(brandPage);
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  const card = brandPage.getByRole('region', { name: 'Deals in this conversation' });
  await expect(card.getByText('1 Instagram Reel')).toBeVisible();
  await expect(card.getByText(/\$1,200/)).toBeVisible();
  await context.close();
});

test('a visitor pressing Request is told what signing in is for, and an Explorer gets the request form', async ({
  page,
  request,
}) => {
  const creator = await createPaidUser(request);
  const added = await request.post('/api/packages/', {
    headers: { authorization: `Bearer ${creator.access}` },
    data: { title: 'UGC video', platform: 'Tiktok', price: 250, delivery_days: 7 },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/${creator.username}`);
  await page.getByRole('button', { name: 'Request UGC video' }).click();
  const asked = page.getByRole('dialog', { name: 'Request “UGC video”' });
  await expect(asked).toContainText('no subscription needed to buy');
  await asked.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  const explorer = await createUser(request);
  await signIn(page, explorer);
  await page.goto(`/${creator.username}`);
  await page.getByRole('button', { name: 'Request UGC video' }).click();
  // Buying needs no plan (decision 107): the request form, not the plan pitch.
  await expect(
    page.getByRole('dialog', { name: `Make an offer to ${creator.username}` }),
  ).toBeVisible();
});

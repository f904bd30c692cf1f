import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test('fixtures create an Explorer and a paid user with mailed codes', async ({ page, request }) => {
  const explorer = await createUser(request);
  const paid = await createPaidUser(request);
  expect(explorer.access).toBeTruthy();
  await signIn(page, paid);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: paid.username })).toBeVisible();
});

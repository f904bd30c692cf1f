import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, PASSWORD, test, uniqueName } from './support/fixtures';
import { codeSentTo, mailCount } from './support/mail';

/**
 * Issue 53, point 6 (decision 107): a brand arriving from a creator's public page buys without
 * the plan: Request says whom and what for, sign-up returns to the package, the request goes.
 */
test.describe('a brand buying without the plan', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [1280, 360]) {
    test(`signs up from a package's Request and sends the request (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const creator = await createPaidUser(request);
      const added = await request.post('/api/packages/', {
        headers: { authorization: `Bearer ${creator.access}` },
        data: { title: 'Instagram Reel', platform: 'Instagram', price: 400, delivery_days: 7 },
      });
      expect(added.status()).toBe(201);

      // Signed out on the public page: Request says whom and what for, and that no plan is needed.
      await page.goto(`/${creator.username}`);
      await page.getByRole('button', { name: 'Request Instagram Reel' }).click();
      const asked = page.getByRole('dialog', { name: 'Request “Instagram Reel”' });
      await expect(asked).toContainText(
        `Sign in or create a free account to send ${creator.username} a request for “Instagram Reel” — no subscription needed to buy.`,
      );
      await expectNoAxeViolations(page);
      await asked.getByRole('link', { name: 'Create a free account' }).click();
      await expect(page).toHaveURL(/\/register\?next=/);
      await expect(page.getByText(/you come straight back to what you were doing/)).toBeVisible();

      // Sign-up with the mailed code, as any new member.
      const username = uniqueName('buy');
      const email = `${username}@example.com`;
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
      await page.getByLabel(/^Password confirmation/).fill(PASSWORD);
      const before = mailCount();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByLabel(/^Verification code/).fill(await codeSentTo(email, before));
      await page.getByRole('button', { name: 'Sign up' }).click();

      // Back on the package, the request form open and filled from it: no plan pitch.
      const form = page.getByRole('dialog', { name: `Make an offer to ${creator.username}` });
      await expect(form).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Unlock Full Access' })).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Instagram Reel');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Send offer' }).click();

      // Sent: the offer's own page, waiting for the creator.
      await expect(page).toHaveURL(/\/offers\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Offer' })).toBeVisible();
      await expect(page.getByText('Instagram Reel').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a crafted sign-in link cannot send a member to another site', async ({ page, request }) => {
    const member = await createPaidUser(request);
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: /^(Log in|Sign in|Login)$/ }).click();
    await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/profile$/);
  });
});

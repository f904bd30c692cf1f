import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, openAs, test } from './support/fixtures';
import { linkSentTo } from './support/mail';
import { VIEWPORTS } from './support/viewports';

for (const { name, viewport } of VIEWPORTS) {
  test(`a member without Full Access opens an offer from its mail, declines it and blocks the sender (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const [brand, explorer] = await Promise.all([createPaidUser(request), createUser(request)]);
    const headers = { authorization: `Bearer ${brand.access}` };
    const terms = {
      role: 'buy',
      deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
      price: 300,
      due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      usage_rights: "Organic use on the brand's own channels for 12 months",
      revisions: 1,
    };
    for (const title of ['One Reel for the autumn range', 'A second Reel']) {
      const made = await request.post('/api/offers/', {
        headers,
        data: { ...terms, to: explorer.username, title },
      });
      expect(made.status()).toBe(201);
    }
    const link = await linkSentTo(explorer.email, /\/offers\/\d+/);
    const page = await openAs(browser, baseURL, explorer, viewport);
    await page.goto(link);
    const card = page.getByLabel('Offer: One Reel for the autumn range');
    await expect(card.getByText('One Reel for the autumn range')).toBeVisible();
    await expectNoAxeViolations(page);

    // Agreeing to sell needs Full Access (buying does not, decision 107): the upgrade prompt
    // says so, and nothing is sent.
    await card.getByRole('button', { name: 'Accept' }).click();
    const prompt = page.getByRole('dialog');
    await expect(
      prompt.getByText('Selling is part of Full Access. Buying needs no plan.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();

    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(card.getByText('Declined')).toBeVisible();
    await page.getByRole('button', { name: `Block ${brand.username}` }).click();
    await expect(
      page.getByRole('status').getByText(`You blocked ${brand.username}.`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const again = await request.post('/api/offers/', {
      headers,
      data: { ...terms, to: explorer.username, title: 'A third Reel' },
    });
    expect(again.status()).toBe(409);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}

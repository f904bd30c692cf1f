import { utcDate } from '@partnerly/shared';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

const as = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });

/**
 * Issue 53, the lesser defects: after asking to cancel, the brand's page says so and offers no
 * second Cancel; the creator reads the reason where the next step is, and agrees.
 */
for (const { name, viewport } of VIEWPORTS) {
  test(`a request to cancel reads as one on both sides, with its reason (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const offer = await request.post('/api/offers/', {
      headers: as(brand),
      data: {
        to: creator.username,
        role: 'buy',
        title: 'One Reel for the winter sale',
        deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
        price: 250,
        due_date: utcDate(10),
        usage_rights: 'Brand may repost for 30 days',
        revisions: 1,
        message: '',
      },
    });
    expect(offer.status()).toBe(201);
    const accepted = await request.post(`/api/offers/${(await offer.json()).id}/accept/`, {
      headers: as(creator),
    });
    expect(accepted.status()).toBe(201);
    const orderId = ((await accepted.json()) as { order: { id: number } }).order.id;

    const brandPage = await openAs(browser, baseURL, brand, viewport);
    await brandPage.goto(`/deals/${orderId}`);
    await brandPage.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = brandPage.getByRole('dialog', { name: 'Cancel the order' });
    await dialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('The winter sale moved to next year.');
    await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      brandPage.getByText(`You asked to cancel: waiting for ${creator.username}`),
    ).toBeVisible();
    await expect(brandPage.locator('[data-state-pill]')).toHaveText('Cancel asked');
    await expect(brandPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: test.info().outputPath(`cancel-asked-${name}.png`) });

    const creatorPage = await openAs(browser, baseURL, creator, viewport);
    await creatorPage.goto(`/deals/${orderId}`);
    await expect(creatorPage.getByText('Answer the request to cancel')).toBeVisible();
    const why = creatorPage.locator('[data-order-ask="cancel"]');
    await expect(why).toContainText(`${brand.username} asks to cancel`);
    await expect(why).toContainText('The winter sale moved to next year.');
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({ path: test.info().outputPath(`cancel-reason-${name}.png`) });
    await creatorPage.getByRole('button', { name: 'Agree to cancel' }).click();
    await creatorPage
      .getByRole('dialog', { name: 'Agree to cancel' })
      .getByRole('button', { name: 'Agree to cancel' })
      .click();
    await expect(creatorPage.locator('[data-state-pill]')).toHaveText('Cancelled');
    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

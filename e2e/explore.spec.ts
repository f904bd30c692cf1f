import { expectNoAxeViolations } from './support/axe';
import {
  addAd,
  expectImagesHoldTheirBoxAndWaitBelowTheFold,
  hex,
  horizontalOverflow,
} from './support/discovery';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

test.describe('discovery: explore', () => {
  test('the explore grid shows a fresh ad and loads older ones as the user scrolls', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = `Ad ${hex(4)}`;
    const creator = await createPaidUser(request);
    // Thirteen ads: more than one page of twelve, so the oldest needs a second page.
    for (let index = 1; index <= 13; index++) await addAd(request, creator, `${title} #${index}`);
    await signIn(page, await createUser(request));

    const secondPage = page.waitForRequest((req) => req.url().includes('/api/explore/?cursor='));
    await page.goto('/explore?tab=ads');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const newest = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `${title} #13` }),
    });
    await expect(newest).toBeVisible();
    const newestImage = newest.getByRole('img', { name: `${title} #13` });
    await expect(newestImage).toHaveAttribute('src', /\/media\/[0-9a-f]+\.jpg$/);
    // Shown as a sized variant in a modern format, not the stored 1080 px JPEG (decision 011).
    await expect
      .poll(() => newestImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await newestImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/media\/[0-9a-f]{64}\/\d+\.(avif|webp)$/,
    );
    await expectImagesHoldTheirBoxAndWaitBelowTheFold(page);
    await expect(newest.getByText('$12.50 / 1,000 views')).toBeVisible();
    await expect(newest.getByRole('link', { name: creator.username })).toHaveAttribute(
      'href',
      `/${creator.username}`,
    );
    await expect(newest.getByRole('button', { name: /^Contact/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The oldest ad is on the second page, which comes as the user scrolls to the end.
    const oldest = page.getByRole('heading', { level: 2, name: `${title} #1`, exact: true });
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(oldest).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    expect(await secondPage).toBeTruthy();

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(newest).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const cardWidth = (await newest.boundingBox())?.width ?? 0;
    expect(cardWidth).toBeGreaterThan(280);
  });

  test('Explorers told their subscription expired: Contact on an ad shows the upgrade prompt instead', async ({
    page,
    request,
  }) => {
    const title = `Lock ${hex(4)}`;
    const creator = await createPaidUser(request);
    await addAd(request, creator, title);
    await signIn(page, await createUser(request));

    await page.goto('/explore?tab=ads');
    await page.getByRole('button', { name: `Contact ${creator.username} about ${title}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Unlock Full Access' });
    await expect(prompt).toContainText('Contacting people is part of Full Access.');
    await expect(prompt).not.toContainText('expired');
    await expect(page).toHaveURL(/\/explore(\?tab=ads)?$/);
    await expectNoAxeViolations(page);
    await prompt.getByRole('link', { name: 'Go to Payments' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=payments$/);

    // The same on the creator's public page.
    await page.goto(`/${creator.username}`);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(prompt).toContainText('Contacting people is part of Full Access.');
    await expect(page).toHaveURL(new RegExp(`/${creator.username}$`));
  });

  test('Contact on an ad tells a subscriber whose subscription ended that it expired', async ({
    page,
    request,
  }) => {
    const title = `Lapsed ${hex(4)}`;
    const creator = await createPaidUser(request);
    await addAd(request, creator, title);
    const lapsed = await createPaidUser(request);
    const cancel = await request.post('/api/checkout/test/cancel/', {
      headers: { authorization: `Bearer ${lapsed.access}` },
    });
    expect(cancel.status()).toBe(200);
    await signIn(page, lapsed);

    await page.goto('/explore?tab=ads');
    await page.getByRole('button', { name: `Contact ${creator.username} about ${title}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Renew Full Access' });
    await expect(prompt).toContainText('Your subscription has expired, please renew it.');
    await expect(prompt.getByRole('link', { name: 'Renew in Payments' })).toBeVisible();
  });

  test('Contact on an ad by a paid user opens the chats', async ({ page, request }) => {
    const title = `Chat ${hex(4)}`;
    const creator = await createPaidUser(request);
    await addAd(request, creator, title);
    await signIn(page, await createPaidUser(request));

    await page.goto('/explore?tab=ads');
    await page.getByRole('button', { name: `Contact ${creator.username} about ${title}` }).click();
    await expect(page).toHaveURL(/\/chats/);
  });
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, expect, openAs, test, type TestUser } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

/** The open conversation with `other`, on a phone too (where the list comes first). */
async function openConversation(page: Page, other: TestUser) {
  await page.goto(`/chats?with=${other.username}`);
  await expect(page.getByRole('textbox', { name: `Message to ${other.username}` })).toBeVisible();
}

/** A small PDF, as a seller's delivery might carry. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

for (const { name, viewport } of VIEWPORTS) {
  test(`a brand and a creator agree in the chat and finish the order (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const [brand, creator] = await Promise.all([createPaidUser(request), createPaidUser(request)]);
    const started = await request.post('/api/add_dialogue/', {
      headers: { authorization: `Bearer ${brand.access}` },
      data: { username: creator.username },
    });
    expect(started.ok()).toBe(true);
    const brandPage = await openAs(browser, baseURL, brand, viewport);
    const creatorPage = await openAs(browser, baseURL, creator, viewport);

    // The brand offers two Reels in the conversation.
    await openConversation(brandPage, creator);
    await brandPage.getByRole('button', { name: 'Make an offer' }).click();
    const offerForm = brandPage.getByRole('dialog', {
      name: `Make an offer to ${creator.username}`,
    });
    await offerForm.getByRole('textbox', { name: 'Title' }).fill('Two Reels for the spring launch');
    await offerForm.getByRole('textbox', { name: 'How many' }).fill('2');
    // The money shows live as the price is typed, and why it cannot go through Partnerly yet.
    const money = offerForm.getByLabel('Money of this offer');
    await offerForm.getByRole('textbox', { name: 'Price (US$)' }).fill('520');
    await expect(money.getByText('$546')).toBeVisible();
    await expect(money.getByText('Partnerly fee (5%, paid by the buyer)')).toBeVisible();
    await expect(money.getByText(`${creator.username} receives`)).toBeVisible();
    await offerForm.getByRole('textbox', { name: 'Price (US$)' }).fill('500');
    await expect(money.getByText('$525')).toBeVisible();
    await expect(
      offerForm.getByText(`${creator.username} has not set up payouts yet`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: `test-results/offer-form-money-${name}.png` });
    await offerForm.getByRole('button', { name: 'Send offer' }).click();
    await expect(offerForm).toBeHidden();
    const brandOffer = brandPage.getByRole('region', { name: 'Deals in this conversation' });
    await expect(brandOffer.getByText('Two Reels for the spring launch')).toBeVisible();
    await expect(brandOffer.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    // The creator has no payouts yet: the card says so before anyone accepts (issue 51).
    await expect(
      brandOffer.getByText(
        `Waiting for ${creator.username} to set up payouts before paying through Partnerly`,
      ),
    ).toBeVisible();

    // The creator counters at a higher price.
    await openConversation(creatorPage, brand);
    await expect(
      creatorPage.getByText(/^No messages yet: the deal below is where it starts/),
    ).toBeVisible();
    const creatorOffer = creatorPage.getByRole('region', { name: 'Deals in this conversation' });
    await expect(creatorOffer.getByText('$500', { exact: false }).first()).toBeVisible();
    await expect(creatorOffer.getByRole('link', { name: 'Set up payouts' })).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.screenshot({ path: `test-results/offer-card-seller-${name}.png` });
    await creatorOffer.getByRole('button', { name: 'Counter' }).click();
    const counterForm = creatorPage.getByRole('dialog', { name: 'Counter the offer' });
    await counterForm.getByRole('textbox', { name: 'Price (US$)' }).fill('650');
    await expect(counterForm.getByText('You receive')).toBeVisible();
    await expect(
      counterForm.getByText('You have not set up payouts yet', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await counterForm.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(counterForm).toBeHidden();

    // The brand sees the counter live, with the earlier version, and accepts it.
    await expect(brandOffer.getByText('Price: $500 → $650')).toBeVisible();
    await brandOffer.getByRole('button', { name: 'Earlier versions' }).click();
    await expect(brandOffer.getByText(/^\$500 · due/)).toBeVisible();
    const pill = brandOffer.locator('[data-state-pill]').first();
    expect(await pill.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Accept says what the brand will pay, and that the creator's payouts are still missing.
    await brandOffer.getByRole('button', { name: 'Accept' }).click();
    const accept = brandPage.getByRole('dialog', { name: 'Accept the offer?' });
    await expect(
      accept.getByText(
        `You pay $682.50: $650 for ${creator.username} and the $32.50 Partnerly fee`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(
      accept.getByText(`${creator.username} has not set up payouts yet`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: `test-results/accept-offer-${name}.png` });
    await accept.getByRole('button', { name: 'Accept and start the order' }).click();
    await expect(brandPage).toHaveURL(/\/deals\/\d+$/);
    const orderUrl = new URL(brandPage.url()).pathname;
    await expect(
      brandPage.getByRole('heading', { level: 1, name: 'Two Reels for the spring launch' }),
    ).toBeVisible();
    await expect(brandPage.getByText(/^Delivery due /)).toBeVisible();
    await expect(
      brandPage.getByText(`Waiting for ${creator.username} to set up payouts`, { exact: true }),
    ).toBeVisible();
    // The terms write the price once.
    await expect(brandPage.getByRole('region', { name: 'Terms' }).getByText(/\$650/)).toHaveCount(
      1,
    );
    const orderPill = brandPage.locator('[data-state-pill]');
    expect(await orderPill.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expectNoAxeViolations(brandPage);
    await brandPage.screenshot({ path: `test-results/order-${name}.png`, fullPage: true });

    // The creator finds it in Deals, with the next step, and delivers.
    await creatorPage.goto('/deals');
    await expect(
      creatorPage.getByRole('link', { name: /^Deals, 1 waiting for you$/ }),
    ).toBeVisible();
    await expect(creatorPage.getByText(/^Deliver by /)).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.getByRole('link', { name: 'Two Reels for the spring launch' }).click();
    await expect(creatorPage.getByRole('link', { name: 'Set up payouts' })).toBeVisible();
    await creatorPage.screenshot({ path: `test-results/order-seller-${name}.png`, fullPage: true });
    // A PDF of the work goes with the delivery (issue 51, point 4).
    const creatorFiles = creatorPage.getByRole('region', { name: 'Files' });
    const chooser = creatorPage.waitForEvent('filechooser');
    await creatorFiles.getByRole('button', { name: 'Add a file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'reel-stills.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(creatorFiles.getByText('reel-stills.pdf')).toBeVisible();
    await expect(creatorFiles.getByText(/goes with your next delivery/)).toBeVisible();
    await expectNoAxeViolations(creatorPage);
    await creatorPage.getByRole('button', { name: 'Deliver', exact: true }).click();
    const deliverForm = creatorPage.getByRole('dialog', { name: 'Deliver' });
    await deliverForm
      .getByRole('textbox', { name: 'What you delivered' })
      .fill('Both Reels are live.');
    await deliverForm.getByRole('button', { name: 'Add a link' }).click();
    await deliverForm
      .getByRole('textbox', { name: 'Link 1' })
      .fill('https://www.instagram.com/reel/spring-1/');
    await expectNoAxeViolations(creatorPage);
    await deliverForm.getByRole('button', { name: 'Send the delivery' }).click();
    await expect(deliverForm).toBeHidden();
    await expect(creatorPage.getByText('Waiting for the review')).toBeVisible();

    // The brand asks for changes: one revision was included.
    await expect(brandPage.getByText('Review the delivery')).toBeVisible();
    await expect(
      brandPage.getByText(/^Approves itself on \d{1,2} \w{3} at .+ unless you ask for changes$/),
    ).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await expect(
      brandPage.getByRole('link', { name: 'https://www.instagram.com/reel/spring-1/' }),
    ).toBeVisible();
    const brandFiles = brandPage.getByRole('region', { name: 'Files' });
    const download = brandPage.waitForEvent('download');
    await brandFiles.getByRole('button', { name: 'Download reel-stills.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('reel-stills.pdf');
    await brandPage.screenshot({ path: `test-results/delivery-files-${name}.png`, fullPage: true });
    // The answer to a delivery comes after it (issue 53).
    await brandPage
      .getByRole('region', { name: 'Delivery' })
      .getByRole('button', { name: 'Ask for changes (1 left)' })
      .click();
    const changesForm = brandPage.getByRole('dialog', { name: 'Ask for changes' });
    await changesForm
      .getByRole('textbox', { name: 'What should change' })
      .fill('Show the product in the first three seconds, please.');
    await changesForm.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(changesForm).toBeHidden();

    // The creator delivers again.
    await expect(creatorPage.getByText(/^Deliver the changes by /)).toBeVisible();
    // What to change is under the next step, not only at the foot of the timeline.
    const asked = creatorPage.locator('[data-order-ask="changes"]');
    await expect(asked).toContainText('Show the product in the first three seconds, please.');
    const [askedAt, timelineAt] = await Promise.all([
      asked.boundingBox(),
      creatorPage.getByRole('region', { name: 'Timeline' }).boundingBox(),
    ]);
    expect(askedAt?.y ?? Infinity).toBeLessThan(timelineAt?.y ?? 0);
    await creatorPage.getByRole('button', { name: 'Deliver', exact: true }).click();
    await creatorPage
      .getByRole('dialog', { name: 'Deliver' })
      .getByRole('textbox', { name: 'What you delivered' })
      .fill('Re-cut: the product opens both Reels.');
    await creatorPage
      .getByRole('dialog', { name: 'Deliver' })
      .getByRole('button', { name: 'Send the delivery' })
      .click();

    // The brand approves: completed for both, with the whole story in the timeline.
    await expect(
      brandPage
        .getByRole('region', { name: 'Delivery' })
        .getByText('Re-cut: the product opens both Reels.'),
    ).toBeVisible();
    await brandPage
      .getByRole('region', { name: 'Delivery' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const confirmation = brandPage.getByRole('dialog', { name: /^Approve/ });
    await expect(confirmation.getByText(/This cannot be undone/)).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await confirmation
      .getByRole('button', { name: /^(Complete the order|Release \$[\d,.]+)$/ })
      .click();
    await expect(brandPage.getByText('Completed').first()).toBeVisible();
    const timeline = brandPage.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Asked for changes')).toBeVisible();
    await expect(timeline.getByText('Approved the delivery')).toBeVisible();
    await expectNoAxeViolations(brandPage);
    await creatorPage.goto('/deals?tab=completed');
    await expect(
      creatorPage.getByRole('link', { name: 'Two Reels for the spring launch' }),
    ).toHaveAttribute('href', orderUrl);
    await expectNoAxeViolations(creatorPage);
    // Nothing of the page runs past a phone's width.
    const overflow = await creatorPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await brandPage.context().close();
    await creatorPage.context().close();
  });
}

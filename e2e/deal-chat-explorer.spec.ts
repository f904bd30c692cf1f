import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, createUser, expect, openAs, test } from './support/fixtures';
import { VIEWPORTS } from './support/viewports';

const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });
const conversationButton = (page: Page, username: string) =>
  page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${username}`) });

/**
 * Issue 53 (decisions 107, 113): an Explorer buyer talks in their deal's conversation in /chats,
 * sends a file there, and sees no other conversation (that chat stays Full Access).
 */
for (const { name, viewport } of VIEWPORTS) {
  test(`an Explorer buyer chats and sends a file in their deal's conversation (${name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const [explorer, creator, stranger] = await Promise.all([
      createUser(request),
      createPaidUser(request),
      createPaidUser(request),
    ]);
    const offered = await request.post('/api/offers/', {
      headers: { authorization: `Bearer ${explorer.access}` },
      data: {
        to: creator.username,
        role: 'buy',
        title: 'One Reel for the spring range',
        deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
        price: 300,
        due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        usage_rights: "Organic use on the brand's own channels for 12 months",
        revisions: 1,
      },
    });
    expect(offered.status()).toBe(201);
    await sendMessages(baseURL ?? '', creator, explorer, 'Thanks for the offer! A question:');
    await sendMessages(baseURL ?? '', stranger, explorer, 'Want to collaborate off-deal?');

    const page = await openAs(browser, baseURL, explorer, viewport);
    await page.goto('/chats');
    await expect(page.getByText('Other chats need Full Access.')).toBeVisible();
    await expect(conversationButton(page, creator.username)).toBeVisible();
    await expect(conversationButton(page, stranger.username)).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`explorer-chats-${viewport.width}.png`) });

    await conversationButton(page, creator.username).click();
    const conversation = conversationOf(page);
    await expect(conversation.getByText('Thanks for the offer! A question:')).toBeVisible();
    // "Make an offer" is named in words where there is room, by its label on phones.
    const makeOffer = page.getByRole('button', { name: 'Make an offer' });
    await expect(makeOffer).toHaveCount(1);
    if (viewport.width >= 1280) await expect(makeOffer).toHaveText('Make an offer');
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#4c6ef5' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId('attach-files')
      .setInputFiles([{ name: 'moodboard.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect(
      page.getByRole('progressbar', { name: 'moodboard.jpg is ready to send' }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: `Message to ${creator.username}` })
      .fill('Here is our moodboard');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByText('Here is our moodboard')).toBeVisible();
    await expect(
      conversation.getByRole('button', { name: 'Open photo moodboard.webp' }),
    ).toBeVisible();
    await expect(page.getByText('Sending…')).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath(`explorer-conversation-${viewport.width}.png`),
    });

    // The other chat stays locked with the upgrade pitch.
    if (viewport.width < 600) await page.getByRole('button', { name: /back/i }).first().click();
    await page.getByRole('button', { name: 'See Full Access' }).click();
    const pitch = page.getByRole('dialog', { name: 'Unlock Full Access' });
    await expect(pitch).toContainText('Chatting outside your deals is part of Full Access.');
    // The pitch names what Full Access sells besides chat (issue 53).
    await expect(pitch).toContainText('held until the buyer approves');
    await expect(pitch).toContainText('Reviews from the brands');
    await page.context().close();
  });
}

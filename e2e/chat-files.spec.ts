import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, expect, openAs, test } from './support/fixtures';

const PHONE = { width: 360, height: 740 };

const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });
const conversationButton = (page: Page, username: string) =>
  page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${username}`) });

const MEDIA_KIT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('chat files and search', () => {
  test('send a photo and a PDF, the other member sees them, search opens an old message', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    // An agreement from long ago, under more than a page of later messages.
    await sendMessages(
      baseURL ?? '',
      bob,
      alice,
      'Our budget for the waterfall shoot is $900, paid on delivery.',
      ...Array.from({ length: 34 }, (_, index) => `Update number ${index + 1}`),
    );

    const alicePage = await openAs(browser, baseURL, alice);
    await alicePage.goto('/chats');
    await conversationButton(alicePage, bob.username).click();
    const conversation = conversationOf(alicePage);
    await expect(conversation.getByText('Update number 34')).toBeVisible();

    // A photo and a PDF through the paperclip's file picker, each with its progress.
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#4c6ef5' },
    })
      .jpeg()
      .toBuffer();
    await alicePage.getByTestId('attach-files').setInputFiles([
      { name: 'moodboard.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'media-kit.pdf', mimeType: 'application/pdf', buffer: MEDIA_KIT },
    ]);
    const files = alicePage.getByRole('group', { name: 'Files to send' });
    await expect(
      files.getByRole('progressbar', { name: 'moodboard.jpg is ready to send' }),
    ).toBeVisible();
    await expect(
      files.getByRole('progressbar', { name: 'media-kit.pdf is ready to send' }),
    ).toBeVisible();
    await expect(files.getByRole('button', { name: 'Remove media-kit.pdf' })).toBeVisible();
    await expectAccessible(alicePage);
    await alicePage
      .getByRole('textbox', { name: `Message to ${bob.username}` })
      .fill('The moodboard and our kit');
    await alicePage.getByRole('button', { name: 'Send' }).click();
    await expect(files).toHaveCount(0);
    await expect(
      conversation.getByRole('button', { name: 'Open photo moodboard.webp' }),
    ).toBeVisible();
    await expect(
      conversation.getByRole('button', { name: 'Download media-kit.pdf' }),
    ).toBeVisible();
    await expect(alicePage.getByText('Sending…')).toHaveCount(0);

    // Bob, on a phone, sees both: the photo opens full size, the PDF downloads.
    const bobPage = await openAs(browser, baseURL, bob, PHONE);
    await bobPage.goto('/chats');
    await conversationButton(bobPage, alice.username).click();
    const bobConversation = conversationOf(bobPage);
    await expect(bobConversation.getByText('The moodboard and our kit')).toBeVisible();
    await expect(bobConversation.getByText(`PDF · ${MEDIA_KIT.length} bytes`)).toBeVisible();
    await bobConversation.getByRole('button', { name: 'Open photo moodboard.webp' }).click();
    const dialog = bobPage.getByRole('dialog', { name: 'moodboard.webp' });
    await expect(dialog.getByRole('img', { name: 'moodboard.webp' })).toBeVisible();
    await expectAccessible(bobPage);
    await bobPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const download = bobPage.waitForEvent('download');
    await bobConversation.getByRole('button', { name: 'Download media-kit.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('media-kit.pdf');
    await expectAccessible(bobPage);

    // Alice finds the old agreement by a word's beginning; it opens in its conversation.
    await alicePage.getByRole('textbox', { name: 'Search conversations' }).fill('waterf');
    const found = alicePage.getByRole('region', { name: 'Messages found' });
    const result = found.getByRole('button', { name: new RegExp(`^${bob.username}`) });
    await expect(result).toContainText('Our budget for the waterfall shoot');
    await expect(result.locator('mark')).toHaveText('waterfall');
    await expectAccessible(alicePage);
    await result.click();
    const agreed = conversation.getByText('Our budget for the waterfall shoot is $900');
    await expect(agreed).toBeVisible();
    await expect(alicePage.locator('[data-target]')).toBeFocused();

    // Bob finds it too on his phone, from the list.
    await bobPage.getByRole('button', { name: 'Back to conversations' }).click();
    await bobPage.getByRole('textbox', { name: 'Search conversations' }).fill('budget');
    const bobResult = bobPage
      .getByRole('region', { name: 'Messages found' })
      .getByRole('button', { name: new RegExp(`^${alice.username}`) });
    await expect(bobResult.locator('mark')).toHaveText('budget');
    await expectAccessible(bobPage);
    await bobResult.click();
    await expect(
      conversationOf(bobPage).getByText('Our budget for the waterfall shoot'),
    ).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { OFF_PLATFORM_NOTICE } from '@partnerly/shared';
import { expectAccessible } from './support/axe';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, expect, openAs, test } from './support/fixtures';

const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });
const conversationButton = (page: Page, username: string) =>
  page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${username}`) });

test('two members see Seen and typing, edit, delete and react, live', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const alice = await createPaidUser(request);
  const bob = await createPaidUser(request);
  await sendMessages(baseURL ?? '', bob, alice, 'Hi Alice, I loved your last video');

  // Alice on a desktop, Bob on a phone.
  const alicePage = await openAs(browser, baseURL, alice, { width: 1280, height: 800 });
  const bobPage = await openAs(browser, baseURL, bob, { width: 360, height: 800 });
  await alicePage.goto('/chats');
  await conversationButton(alicePage, bob.username).click();
  const aliceChat = conversationOf(alicePage);
  const aliceBox = alicePage.getByRole('textbox', { name: `Message to ${bob.username}` });
  await aliceBox.fill('Thanks! Shall we do a Reel in Decmber?');
  await aliceBox.press('Enter');
  await expect(aliceChat.getByText('Thanks! Shall we do a Reel in Decmber?')).toBeVisible();
  await expect(aliceChat.getByText('Seen', { exact: true })).toHaveCount(0);

  // Bob opens the conversation: Alice sees "Seen" under her message.
  await bobPage.goto('/chats');
  await conversationButton(bobPage, alice.username).click();
  const bobChat = conversationOf(bobPage);
  await expect(bobChat.getByText('Thanks! Shall we do a Reel in Decmber?')).toBeVisible();
  await expect(aliceChat.getByText('Seen', { exact: true })).toBeVisible();

  // Bob types: Alice reads that he is typing.
  const bobBox = bobPage.getByRole('textbox', { name: `Message to ${alice.username}` });
  await bobBox.pressSequentially('Sounds good', { delay: 30 });
  await expect(alicePage.getByText(`${bob.username} is typing…`)).toBeVisible();
  await expectAccessible(alicePage);

  // Alice fixes her typo from the message's menu, with the keyboard; Escape cancels first.
  const aliceActions = aliceChat.getByRole('button', { name: 'Actions for your message' }).last();
  await aliceActions.focus();
  await alicePage.keyboard.press('Enter');
  await alicePage.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = alicePage.getByRole('textbox', { name: 'Edit message' });
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);
  await aliceActions.click();
  await alicePage.getByRole('menuitem', { name: 'Edit' }).click();
  await editor.fill('Thanks! Shall we do a Reel in December?');
  await editor.press('Enter');
  for (const chat of [aliceChat, bobChat]) {
    await expect(chat.getByText('Thanks! Shall we do a Reel in December?')).toBeVisible();
    await expect(chat.getByText('· edited')).toBeVisible();
  }

  // Bob sends, then his "typing" goes; he reacts with a heart from the menu.
  await bobBox.press('Enter');
  await expect(aliceChat.getByText('Sounds good')).toBeVisible();
  await expect(alicePage.getByText(`${bob.username} is typing…`)).toHaveCount(0);
  await bobChat
    .getByRole('button', { name: `Actions for ${alice.username}'s message` })
    .last()
    .click();
  await bobPage.getByRole('menuitem', { name: 'React with heart' }).click();
  const heart = (page: Page) => conversationOf(page).getByRole('button', { name: /^heart: 1/ });
  await expect(heart(alicePage)).toHaveAccessibleName(`heart: 1 (${bob.username})`);
  await expect(heart(bobPage)).toHaveAttribute('aria-pressed', 'true');
  // Alice adds hers by the count: two hearts.
  await heart(alicePage).click();
  await expect(conversationOf(bobPage).getByRole('button', { name: /^heart: 2/ })).toBeVisible();
  await expectAccessible(bobPage);

  // Bob deletes his first message, after confirming: both see "Message deleted".
  await bobChat.getByRole('button', { name: 'Actions for your message' }).first().click();
  await bobPage.getByRole('menuitem', { name: 'Delete' }).click();
  await bobPage.getByRole('button', { name: 'Delete message' }).click();
  for (const chat of [aliceChat, bobChat]) {
    await expect(chat.getByText('Message deleted')).toBeVisible();
    await expect(chat.getByText('Hi Alice, I loved your last video')).toHaveCount(0);
  }
  await expectAccessible(alicePage);
  await expectAccessible(bobPage);

  // Early in a conversation, a push to WhatsApp and money up front: Alice is warned under it,
  // with Report beside the notice; Bob's message reaches her unchanged.
  const lure = 'Let us talk on WhatsApp, and send the deposit first please';
  await bobBox.fill(lure);
  await bobBox.press('Enter');
  const warned = aliceChat.getByText(lure);
  await expect(warned).toBeVisible();
  await expect(aliceChat.getByText(OFF_PLATFORM_NOTICE)).toBeVisible();
  await expect(bobChat.getByText(OFF_PLATFORM_NOTICE)).toHaveCount(0);
  await expectAccessible(alicePage);
  await alicePage.screenshot({ path: 'test-results/chat-live-1280.png' });
  await bobPage.screenshot({ path: 'test-results/chat-live-360.png' });
});

test('with "Send read receipts" off in Settings, a member neither sends nor sees Seen', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const alice = await createPaidUser(request);
  const bob = await createPaidUser(request);
  await sendMessages(baseURL ?? '', alice, bob, 'Did you get my brief?');

  // Bob turns read receipts off, on his phone.
  const bobPage = await openAs(browser, baseURL, bob, { width: 360, height: 800 });
  await bobPage.goto('/settings?tab=notifications');
  const receipts = bobPage.getByRole('switch', { name: 'Send read receipts' });
  await expect(receipts).toBeChecked();
  await expectAccessible(bobPage);
  const saved = bobPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notification-settings/') &&
      response.request().method() === 'PUT',
  );
  await receipts.focus();
  await bobPage.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(receipts).not.toBeChecked();

  // Bob reads Alice's message and answers; Alice reads his answer. Nobody sees "Seen".
  const alicePage = await openAs(browser, baseURL, alice, { width: 1280, height: 800 });
  await alicePage.goto('/chats');
  await conversationButton(alicePage, bob.username).click();
  await bobPage.goto('/chats');
  await conversationButton(bobPage, alice.username).click();
  const bobBox = bobPage.getByRole('textbox', { name: `Message to ${alice.username}` });
  await bobBox.fill('Yes, reading it now');
  await bobBox.press('Enter');
  await expect(conversationOf(alicePage).getByText('Yes, reading it now')).toBeVisible();
  await alicePage.reload();
  await conversationButton(alicePage, bob.username).click();
  await expect(conversationOf(alicePage).getByText('Yes, reading it now')).toBeVisible();
  for (const page of [alicePage, bobPage]) {
    await expect(conversationOf(page).getByText('Seen', { exact: true })).toHaveCount(0);
  }
});

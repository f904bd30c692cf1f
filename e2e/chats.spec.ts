import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { sendMessages } from './support/chat-socket';
import { createPaidUser, expect, openAs, test, uniqueName } from './support/fixtures';

/** `count` numbered messages, as a conversation's earlier history. */
const seeded = (count: number) =>
  Array.from({ length: count }, (_, index) => `Seeded ${index + 1}`);

/** The open conversation's pane (the list beside it previews the last message too). */
const conversationOf = (page: Page) => page.getByRole('region', { name: /^Conversation with / });

const conversationButton = (page: Page, username: string) =>
  page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${username}`) });

const chatsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Chats/ });

test.describe('chats', () => {
  test('two people chat live: unread badges, reading, replying and blocking', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    const bobPage = await openAs(browser, baseURL, bob);
    await bobPage.goto('/chats');
    await expect(bobPage.getByText('No conversations yet.', { exact: false })).toBeVisible();

    // Alice finds Bob's public page and presses Contact.
    const alicePage = await openAs(browser, baseURL, alice);
    await alicePage.goto(`/${bob.username}`);
    await alicePage.getByRole('button', { name: 'Contact' }).click();
    await expect(alicePage).toHaveURL(/\/chats/);
    await conversationButton(alicePage, bob.username).click();
    const aliceBox = alicePage.getByRole('textbox', { name: `Message to ${bob.username}` });
    await aliceBox.fill('Hello Bob, shall we work together?');
    await aliceBox.press('Enter');
    await expect(
      conversationOf(alicePage).getByText('Hello Bob, shall we work together?'),
    ).toBeVisible();
    await expect(alicePage.getByText('Sending…')).toHaveCount(0);

    // Bob sees it arrive without reloading.
    const fromAlice = conversationButton(bobPage, alice.username);
    await expect(fromAlice).toContainText('1 new message');
    await expect(chatsLink(bobPage)).toHaveAccessibleName('Chats, 1 unread');
    await expect(chatsLink(bobPage).getByText('1', { exact: true })).toBeVisible();
    await expectAccessible(bobPage);

    await fromAlice.click();
    await expect(fromAlice).not.toContainText('new message');
    await expect(chatsLink(bobPage)).toHaveAccessibleName('Chats');
    await expect(
      conversationOf(bobPage).getByText('Hello Bob, shall we work together?'),
    ).toBeVisible();
    await expect(bobPage.getByRole('link', { name: alice.username })).toHaveAttribute(
      'href',
      `/${alice.username}`,
    );
    // Day, month, year, then the time, as on every other screen ("26 Nov 2026, 2:05 PM").
    await expect(conversationOf(bobPage).locator('time').first()).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}(\s[AP]M)?$/,
    );
    const bobBox = bobPage.getByRole('textbox', { name: `Message to ${alice.username}` });
    await bobBox.fill('Hi Alice');
    await bobBox.press('Shift+Enter');
    await bobBox.pressSequentially('Sure!');
    await bobBox.press('Enter');

    // Alice has the conversation open: the reply shows, and it is not left unread.
    await expect(conversationOf(alicePage).getByText(/Hi Alice\s+Sure!/)).toBeVisible();
    await expect(conversationButton(alicePage, bob.username)).not.toContainText('new message');
    await expectAccessible(alicePage);

    // Reading on this device is kept by the server.
    await bobPage.reload();
    await expect(conversationButton(bobPage, alice.username)).toBeVisible();
    await expect(conversationButton(bobPage, alice.username)).not.toContainText('new message');

    // Bob blocks Alice: the conversation closes and moves to Blocked, without a send box.
    await conversationButton(bobPage, alice.username).click();
    await bobPage.getByRole('button', { name: 'Block' }).click();
    await expect(bobBox).toBeHidden();
    await expect(conversationButton(bobPage, alice.username)).toHaveCount(0);
    await bobPage.getByRole('tab', { name: 'Blocked' }).click();
    await conversationButton(bobPage, alice.username).click();
    await expect(bobPage.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(bobBox).toHaveCount(0);
    await expectAccessible(bobPage);

    // Alice's next message is refused with the server's reason, and a blocked sender's draft
    // is kept: the text comes back into her send box.
    await aliceBox.fill('Are you there?');
    await aliceBox.press('Enter');
    await expect(alicePage.getByText('This conversation is blocked.')).toBeVisible();
    await expect(aliceBox).toHaveValue('Are you there?');
  });

  test('a message arriving on another page shows in the bottom bar at once', async ({
    browser,
    baseURL,
    request,
  }) => {
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    const bobPage = await openAs(browser, baseURL, bob);
    await bobPage.goto('/chats');
    await expect(chatsLink(bobPage)).toHaveAccessibleName('Chats');
    await bobPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await expect(bobPage).toHaveURL(/\/explore$/);

    await expect(bobPage).toHaveTitle('Explore — Partnerly');

    await sendMessages(baseURL ?? '', alice, bob, ...seeded(2));
    await expect(chatsLink(bobPage)).toHaveAccessibleName('Chats, 2 unread');
    // The tab's title counts them too, for a tab in the background.
    await expect(bobPage).toHaveTitle('(2) Explore — Partnerly');
    await chatsLink(bobPage).click();
    await expect(conversationButton(bobPage, alice.username)).toContainText('2 new messages');
    await bobPage.context().close();
  });

  test('"1 NEW MESSAGE" cutting the username: the count reads "1 new message" under the whole name', async ({
    browser,
    baseURL,
    request,
  }) => {
    // A long name (22 characters) on a phone.
    const alice = await createPaidUser(request, uniqueName('long_sender_'));
    const bob = await createPaidUser(request);
    await sendMessages(baseURL ?? '', alice, bob, ...seeded(1));
    const bobPage = await openAs(browser, baseURL, bob, { width: 360, height: 740 });
    await bobPage.goto('/chats');
    const entry = conversationButton(bobPage, alice.username);
    await expect(entry).toContainText('1 new message');
    const shown = await entry.evaluate((button, username) => {
      const name = [...button.querySelectorAll('span')].find(
        (span) => span.textContent === username,
      );
      return {
        text: (button as HTMLElement).innerText,
        nameCut: name ? name.scrollWidth > name.clientWidth : true,
      };
    }, alice.username);
    expect(shown.text).toContain('1 new message');
    expect(shown.nameCut).toBe(false);
    await bobPage.context().close();
  });

  test('older messages load on demand, on a phone-sized screen', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const alice = await createPaidUser(request);
    const bob = await createPaidUser(request);
    await sendMessages(baseURL ?? '', alice, bob, ...seeded(35));

    const bobPage = await openAs(browser, baseURL, bob, { width: 360, height: 740 });
    await bobPage.goto('/chats');
    const fromAlice = conversationButton(bobPage, alice.username);
    await expect(fromAlice).toContainText('35 new messages');
    await expect(chatsLink(bobPage)).toHaveText('35');
    await fromAlice.click();

    // The newest 30 are shown, scrolled to the newest; the list gives way to the conversation.
    const log = bobPage.getByRole('log', { name: `Messages with ${alice.username}` });
    await expect(log.getByText('Seeded 35', { exact: true })).toBeInViewport();
    await expect(log.getByText('Seeded 6', { exact: true })).toBeAttached();
    await expect(log.getByText('Seeded 5', { exact: true })).toHaveCount(0);
    await expect(bobPage.getByRole('textbox', { name: 'Search conversations' })).toBeHidden();
    expect(
      await bobPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await expectAccessible(bobPage);

    await bobPage.getByRole('button', { name: 'Show previous messages' }).click();
    await expect(log.getByText('Seeded 1', { exact: true })).toBeAttached();
    await expect(log.getByText('Seeded 5', { exact: true })).toBeAttached();
    // That page had fewer than 30: nothing older is left.
    await expect(bobPage.getByRole('button', { name: 'Show previous messages' })).toHaveCount(0);

    await bobPage.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(fromAlice).toBeVisible();
    await expect(fromAlice).not.toContainText('new message');
    await expectAccessible(bobPage);
  });
});

test.describe('the conversation header', () => {
  for (const width of [1280, 360]) {
    test(`keeps a long username whole, blocks and unblocks; unblocking reopens the conversation (${width} px)`, async ({
      browser,
      baseURL,
      request,
    }) => {
      // The longest username there can be (30 characters).
      const alice = await createPaidUser(request, uniqueName('the_longest_creator_'));
      const bob = await createPaidUser(request);
      await sendMessages(baseURL ?? '', alice, bob, ...seeded(1));
      const page = await openAs(browser, baseURL, bob, { width, height: 740 });
      await page.goto('/chats');
      await conversationButton(page, alice.username).click();

      const heading = page.getByRole('heading', { level: 2, name: alice.username });
      await expect(heading).toHaveText(alice.username);
      const cut = await heading.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth ||
          element.getBoundingClientRect().right > window.innerWidth ||
          // Two lines at most.
          element.getBoundingClientRect().height >
            2 * parseFloat(getComputedStyle(element).lineHeight) + 1,
      );
      expect(cut).toBe(false);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`conversation-header-${width}.png`) });

      // On a phone Report and Block sit in a menu beside the name.
      const action = async (name: 'Block' | 'Unblock') => {
        if (width < 768) {
          await page.getByRole('button', { name: `More actions for ${alice.username}` }).click();
          await expectAccessible(page);
          if (name === 'Block') {
            // Report in the menu opens the same form as the flag on a wide screen.
            await page.getByRole('menuitem', { name: `Report ${alice.username}` }).click();
            const form = page.getByRole('dialog', {
              name: `Report ${alice.username}`,
              exact: true,
            });
            await expect(form).toBeVisible();
            await page.keyboard.press('Escape');
            await expect(form).toBeHidden();
            await page.getByRole('button', { name: `More actions for ${alice.username}` }).click();
          }
          await page.getByRole('menuitem', { name, exact: true }).click();
        } else {
          await page.getByRole('button', { name, exact: true }).click();
        }
      };
      const box = page.getByRole('textbox', { name: `Message to ${alice.username}` });
      await expect(box).toBeVisible();
      await action('Block');
      await expect(box).toBeHidden();
      await page.getByRole('tab', { name: 'Blocked' }).click();
      await conversationButton(page, alice.username).click();
      await expect(box).toHaveCount(0);

      // Unblocking keeps the conversation open with its send box, listed under Chats again.
      await action('Unblock');
      await expect(box).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Chats', includeHidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectAccessible(page);
      await box.fill('Sorry, blocked you by mistake');
      await box.press('Enter');
      await expect(conversationOf(page).getByText('Sorry, blocked you by mistake')).toBeVisible();
      if (width < 768) await page.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(conversationButton(page, alice.username)).toBeVisible();
      await page.context().close();
    });
  }
});

import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createPaidUser, createUser, expect, signIn, test } from './support/fixtures';

const results = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('listitem');

test('an Explorer saves two profiles from search into a new list, adds a note and exports it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const prefix = `sv${randomBytes(3).toString('hex')}`;
  const [first, second] = await Promise.all([
    createPaidUser(request, `${prefix}_a`),
    createPaidUser(request, `${prefix}_b`),
  ]);
  const explorer = await createUser(request);
  await signIn(page, explorer);

  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Username' }).fill(prefix);
  await expect(results(page)).toHaveCount(2);

  // The first into a new list, made from the save dialog.
  await page.getByRole('button', { name: `Save ${first.username} to a list` }).click();
  const dialog = page.getByRole('dialog', { name: `Save ${first.username}` });
  await expect(dialog.getByText('No lists yet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New list' }).fill('Summer campaign');
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Summer campaign (1)' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second into the same list, ticked.
  await page.getByRole('button', { name: `Save ${second.username} to a list` }).click();
  const again = page.getByRole('dialog', { name: `Save ${second.username}` });
  const box = again.getByRole('checkbox', { name: 'Summer campaign (1)' });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(again.getByRole('checkbox', { name: 'Summer campaign (2)' })).toBeChecked();
  await again.getByRole('link', { name: 'Open saved lists' }).click();

  await expect(page).toHaveURL(/\/saved/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const note = page.getByRole('textbox', { name: `Note on ${first.username}` });
  await note.fill('Great reels, asks "fair" rates, reply soon');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Summer campaign.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`${first.username}`);
  expect(csv).toContain(`${second.username}`);
  expect(csv).toContain('"Great reels, asks ""fair"" rates, reply soon"');

  // After a reload the note is still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Note on ${first.username}` })).toHaveValue(
    'Great reels, asks "fair" rates, reply soon',
  );
});

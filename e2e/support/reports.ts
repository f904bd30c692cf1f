/** What the report journeys (reports.spec.ts, reports-messages.spec.ts) share. */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken, E2E_ADMIN } from './admin';
import { expectNoAxeViolations } from './axe';
import { expect, signIn } from './fixtures';

export const bearer = (user: { access: string }) => ({ authorization: `Bearer ${user.access}` });

/** Signs the page in as the e2e admin with the worker's cached admin token. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await signIn(page, { ...E2E_ADMIN, access: await adminAccessToken(request), refresh: '' });
}

/** Fills and sends the open report dialog, checking it with axe first. */
export async function sendReport(page: Page, title: string, reason: string, details?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel(/Anything the admin should know/).fill(details);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thanks for telling us. An admin will look at it soon.',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
}

/** What the signed-in frame's journeys (app-frame.spec.ts, onboarding.spec.ts) share. */
import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/** Saves a screenshot for a person to look at when E2E_SHOTS names a folder. */
export async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
  }
}

/** The onboarding checklist on /profile. */
export const checklist = (page: Page) =>
  page.getByRole('region', { name: 'Get your profile ready' });

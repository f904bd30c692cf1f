import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe-core on the page once it is still and fails on any violation: drawers, modals and
 * notifications slide and fade in, and a half-transparent colour fails the contrast check.
 * The script is evaluated through the devtools protocol, so the app's CSP stays on.
 */
export async function expectNoAxeViolations(page: Page) {
  // The pointer stays where the journey last clicked; when the page then changes, whatever
  // moves under it turns to its hover colour, a transition that may start after the check
  // below. Out of the way, and two frames for the styles, so any transition has begun.
  await page.mouse.move(1, 1);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Once per document: evaluating axe's 550 KB takes about 0.2 s of the page's main thread.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A notification that arrives between the wait above and the check fades in during it,
  // and half transparent it fails the contrast check (a CI run, 2026-11-27). A violation that
  // lasts still fails, once the seconds below have passed; one that ends with a transition
  // passes when checked again.
  await expect(async () => {
    // Only violations are reported: the same rules run on the same nodes, but axe no longer
    // gathers the details of every pass and inapplicable check (0.8 -> 0.57 s a check on
    // the profile editor's and chat's pages, issue 50).
    const results = await page.evaluate(() =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<AxeResults> };
        }
      ).axe.run(document, { resultTypes: ['violations'] }),
    );
    const found = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  }).toPass({ intervals: [250, 500, 1_000], timeout: 10_000 });
}

/** axe once notifications and transitions have settled. */
export async function expectAccessible(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

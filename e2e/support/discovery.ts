/** What the discovery journeys (search.spec.ts, explore.spec.ts) share: creators, their ads, layout checks. */
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { createPaidUser, expect, type TestUser } from './fixtures';

/** A 4x4 violet PNG: the server re-encodes it into the square JPEG an ad shows. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMo8HgBRwzEcQCc0hoBWBuiMgAAAABJRU5ErkJggg==';

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.access}` });
export const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * Creates paid creators, each registered from its own client address: one address may ask for
 * only 10 codes and 20 registrations in 15 minutes, and some journeys need more creators.
 */
export async function createCreators(
  playwright: Playwright,
  baseURL: string | undefined,
  usernames: string[],
) {
  return Promise.all(
    usernames.map(async (username) => {
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      });
      try {
        return await createPaidUser(context, username);
      } finally {
        await context.dispose();
      }
    }),
  );
}

interface ProfileFields {
  tags?: string[];
  countrys?: string[];
  checked?: boolean;
}

export async function editProfile(
  request: APIRequestContext,
  user: TestUser,
  fields: ProfileFields,
) {
  const edited = await request.post('/api/edit_profile/', {
    headers: bearer(user),
    data: { bio: '', tags: [], countrys: [], checked: false, ...fields },
  });
  expect(edited.status()).toBe(200);
}

export async function addAd(request: APIRequestContext, user: TestUser, title: string) {
  const added = await request.post('/api/add_ad/', {
    headers: bearer(user),
    data: { pp: PNG_DATA_URL, title, text: `${title}: reach our audience.`, cpm: 12.5 },
  });
  expect(added.status()).toBe(201);
}

/** True when the server has POST api/add_dialogue/ (it answers 401, not 404, without a token). */
/**
 * Every image has width and height, so nothing moves when it arrives; the first ad image
 * loads at once and every image starting below the fold waits until scrolled near.
 */
export async function expectImagesHoldTheirBoxAndWaitBelowTheFold(page: Page) {
  const images = await page.locator('img').evaluateAll((elements) =>
    elements.map((element) => {
      const image = element as HTMLImageElement;
      return {
        alt: image.alt,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.loading,
        decoding: image.decoding,
        belowTheFold: image.getBoundingClientRect().top >= window.innerHeight,
      };
    }),
  );
  expect(images.length).toBeGreaterThan(1);
  expect(images.some((image) => image.belowTheFold)).toBe(true);
  for (const image of images) {
    expect(image.width, image.alt).toMatch(/^\d+$/);
    expect(image.height, image.alt).toMatch(/^\d+$/);
    expect(image.decoding, image.alt).toBe('async');
    if (image.belowTheFold) expect(image.loading, image.alt).toBe('lazy');
  }
  expect(images[0]?.loading).toBe('eager');
}

/** Nothing on the page is wider than the viewport. */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The profile links of the search screen's results. */
export const searchResultLinks = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('link');

/** On the search's social tab: a platform picked and one tag entered, as a person does. */
export async function pickPlatformAndTag(page: Page, platform: string, tag: string) {
  await page.getByRole('combobox', { name: 'Social media' }).click();
  await page.getByRole('option', { name: platform, exact: true }).click();
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill(tag);
  await tags.press('Enter');
}

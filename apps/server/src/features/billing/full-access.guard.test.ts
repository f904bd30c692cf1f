import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

/** Every Full Access endpoint, with a body that passes validation where one is needed. */
const FULL_ACCESS_ENDPOINTS = [
  ['POST', '/api/edit_profile/', { bio: 'Hi', tags: [], countrys: [], checked: false }],
  ['POST', '/api/change_visibility/', undefined],
  ['POST', '/api/save_pp/', { pp: 'data:image/png;base64,AAAA' }],
  ['DELETE', '/api/save_pp/', undefined],
  [
    'POST',
    '/api/manuel_social_media/',
    { socialMedia: 'X', socialMediaUsername: 'someone', tags: [], countrys: [] },
  ],
  ['DELETE', '/api/manuel_social_media/', { socialId: 1 }],
  ['PUT', '/api/social_media/', { updateid: 1, tags: [], countrys: [] }],
  ['DELETE', '/api/social_media/', { socialId: 1 }],
  ['POST', '/api/linkview/', { link: 'https://example.com', text: 'Site' }],
  ['DELETE', '/api/linkview/', { linkId: 1 }],
  ['POST', '/api/add_ad/', { pp: 'data:image/png;base64,AAAA', title: 'T', text: 'X', cpm: 1 }],
  ['DELETE', '/api/add_ad/', { adId: 1 }],
  ['POST', '/api/add_dialogue/', { username: 'nobody_here' }],
  // Not /api/dialogue_spam/: blocking is open to every member (issue 46, case 8).
] as const;

let app: FastifyInstance;
let explorer: Record<string, string>;
let paid: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  explorer = bearer((await login(app, (await buildUser(app)).username)).access);
  paid = bearer((await login(app, (await buildPaidUser(app)).username)).access);
});
afterAll(async () => {
  await app.close();
});

describe('Full Access guard', () => {
  it.each(FULL_ACCESS_ENDPOINTS)(
    '%s %s answers 403 to an Explorer',
    async (method, url, payload) => {
      const response = await app.inject({ method, url, headers: explorer, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Your subscription has expired, please renew it.',
      });
    },
  );

  it.each(FULL_ACCESS_ENDPOINTS)(
    '%s %s lets a Full Access user through',
    async (method, url, payload) => {
      const response = await app.inject({ method, url, headers: paid, payload });
      expect(response.statusCode).not.toBe(403);
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it.each(FULL_ACCESS_ENDPOINTS)(
    '%s %s answers 401 without a token',
    async (method, url, payload) => {
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    },
  );
});

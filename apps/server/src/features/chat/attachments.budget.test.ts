import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { bearer, login } from '../../test/factories';
import { pngDataUrl } from '../../test/images';
import { counter } from '../../lib/rate-limits';
import { DAY_MS, MEMBER_BUDGET_PREFIX } from '../../lib/route-budgets';
import { UPLOAD_BYTES_PER_DAY, UPLOAD_FILES_PER_DAY } from '../../lib/upload-budget';
import { campaignBody } from '../campaigns/campaigns.fixtures';
import { png, storedCounts, twoMembers, upload } from './attachments.fixtures';

const redisUrl = process.env.REDIS_URL;

// On Redis when there is one, so the byte count can be seen near its end without sending
// 500 MB through the test.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(redisUrl ? { redisUrl } : {});
});
afterAll(() => app.close());

const MB = 1024 * 1024;

describe('one upload budget over every route that stores a file (issue 46, case 6)', () => {
  it('refuses the 101st file of a day on any upload route with 429 and stores nothing', async () => {
    const { ada, bob, adaHeaders } = await twoMembers(app);
    const file = { filename: 'photo.png', contentType: 'image/png', bytes: await png() };
    const picture = { pp: await pngDataUrl() };
    const post = (url: string, payload: object, headers = adaHeaders) =>
      app.inject({ method: 'POST', url, headers, payload });

    // One picture, one cover and the rest in chat: every route spends the one budget.
    expect((await post('/api/save_pp/', picture)).statusCode).toBe(200);
    const cover = campaignBody({ cover: picture.pp });
    expect((await post('/api/campaigns/', cover)).statusCode).toBe(201);
    for (let n = 2; n < UPLOAD_FILES_PER_DAY; n += 1) {
      expect((await upload(app, adaHeaders, bob.username, file)).statusCode).toBe(201);
    }

    const before = await storedCounts(app);
    const refused = await upload(app, adaHeaders, bob.username, file);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 120);
    expect(
      (await post('/api/save_pp/', { pp: await pngDataUrl(300, 200, '#2f9e44') })).statusCode,
    ).toBe(429);
    expect((await post('/api/campaigns/', cover)).statusCode).toBe(429);
    expect(await storedCounts(app)).toEqual(before);
    // A draft without a cover carries no file.
    expect((await post('/api/campaigns/', campaignBody())).statusCode).toBe(201);

    // Someone else's budget is their own; a day later Ada's is whole again.
    const other = await twoMembers(app);
    expect((await upload(app, other.adaHeaders, other.bob.username, file)).statusCode).toBe(201);
    if (!redisUrl) {
      await withClockAhead(DAY_MS + 1000, async () => {
        const headers = bearer((await login(app, ada.username)).access);
        expect((await upload(app, headers, bob.username, file)).statusCode).toBe(201);
      });
    }
  }, 120_000);

  it.runIf(Boolean(redisUrl))(
    'refuses a file that would pass 500 MB in a day with 429 and stores nothing',
    async () => {
      const { ada, bob, adaHeaders } = await twoMembers(app);
      // What 499.5 MB sent earlier today left in the shared count.
      const bytes = counter(
        app.services.redis,
        `${MEMBER_BUDGET_PREFIX}:upload-bytes`,
        UPLOAD_BYTES_PER_DAY,
        DAY_MS / 1000,
      );
      await bytes.consume(String(ada.id), UPLOAD_BYTES_PER_DAY - MB / 2);

      const noise = await sharp(randomBytes(800 * 800 * 3), {
        raw: { width: 800, height: 800, channels: 3 },
      })
        .png()
        .toBuffer();
      const large = { filename: 'noise.png', contentType: 'image/png', bytes: noise };
      expect(large.bytes.length).toBeGreaterThan(MB / 2);
      const before = await storedCounts(app);
      const refused = await upload(app, adaHeaders, bob.username, large);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await storedCounts(app)).toEqual(before);

      const small = { filename: 'small.png', contentType: 'image/png', bytes: await png(40, 40) };
      expect((await upload(app, adaHeaders, bob.username, small)).statusCode).toBe(201);
    },
    60_000,
  );
});

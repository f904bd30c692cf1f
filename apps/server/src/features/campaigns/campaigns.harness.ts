/** The campaign tests' shared set-up: one app per test file, its calls and stored rows. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USAGE_RIGHTS_PRESETS, utcDate } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { campaignsApi, stored } from './campaigns.fixtures';

export const DAY = 24 * 60 * 60_000;

export let app: FastifyInstance;
export let api: ReturnType<typeof campaignsApi>;
export let db: ReturnType<typeof stored>;

/** One app for the test file calling it. */
export function setUpCampaigns() {
  beforeAll(async () => {
    app = await createTestApp();
    api = campaignsApi(app);
    db = stored(app);
  });
  afterAll(async () => {
    await app.close();
  });
}

/** The terms a creator's application proposes: one reel for $450 in 20 days. */
export const applicationOffer = {
  title: 'One reel for the serum',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
  price: 450,
  due_date: utcDate(20),
  usage_rights: USAGE_RIGHTS_PRESETS[0],
  revisions: 1,
};

/** The campaign tests' shared set-up: one app per test file, its calls and stored rows. */
import { beforeAll } from 'vitest';
import { USAGE_RIGHTS_PRESETS, utcDate } from '@partnerly/shared';
import { app, setUpDeals } from '../deals/deals.harness';
import { campaignsApi, stored } from './campaigns.fixtures';

export { app, DAY } from '../deals/deals.harness';
export let api: ReturnType<typeof campaignsApi>;
export let db: ReturnType<typeof stored>;

/** One app for the test file calling it (the deals harness's), with the campaigns' calls. */
export function setUpCampaigns() {
  setUpDeals();
  beforeAll(() => {
    api = campaignsApi(app);
    db = stored(app);
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

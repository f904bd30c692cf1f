import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  USAGE_RIGHTS_PRESETS,
  utcDate,
  type Application,
  type ApplicationWithApplicant,
  type MyApplication,
} from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { campaignsApi, creator, member } from './campaigns.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof campaignsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = campaignsApi(app);
});
afterAll(async () => {
  await app.close();
});

const offer = {
  title: 'One reel for the serum',
  deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 1 }],
  price: 450,
  due_date: utcDate(20),
  usage_rights: USAGE_RIGHTS_PRESETS[0],
  revisions: 1,
};

describe('a campaign pitch that asks to leave Partnerly (issue 46, case 18)', () => {
  it('warns the campaign’s owner, not the creator who wrote it', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    const pitches = {
      spelled: 'I film routines. Reach me on w h a t s a p p, faster than here.',
      inOffer: 'I film routines for 12k followers.',
      ordinary: 'I film morning routines, 4.8% engagement over 90 days, call to action at 0:55.',
    };
    const ids: Record<string, number> = {};
    for (const [name, pitch] of Object.entries(pitches)) {
      const who = await creator(app);
      const body = {
        pitch,
        platforms: ['Instagram'],
        ...(name === 'inOffer'
          ? { offer: { ...offer, message: 'PayPal F&F and we are set' } }
          : {}),
      };
      const response = await api.post(who, `/api/campaigns/${campaign.id}/apply/`, body);
      expect(response.statusCode, response.body).toBe(201);
      const application = response.json<Application>();
      expect(application).not.toHaveProperty('warning');
      ids[name] = application.id;
      const mine = (await api.get(who, '/api/applications/')).json<MyApplication[]>();
      expect(mine[0]).not.toHaveProperty('warning');
    }

    const listed = (await api.get(brand, `/api/campaigns/${campaign.id}/applications/`)).json<
      ApplicationWithApplicant[]
    >();
    const warningOf = (id: number | undefined) => listed.find((item) => item.id === id)?.warning;
    expect(warningOf(ids.spelled)).toBe('off_platform');
    expect(warningOf(ids.inOffer)).toBe('off_platform');
    expect(listed.find((item) => item.id === ids.ordinary)).not.toHaveProperty('warning');
  });
});

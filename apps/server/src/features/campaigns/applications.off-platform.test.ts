import { describe, expect, it } from 'vitest';
import {
  type Application,
  type ApplicationWithApplicant,
  type MyApplication,
} from '@partnerly/shared';
import { creator, member } from './campaigns.fixtures';
import { api, app, applicationOffer, setUpCampaigns } from './campaigns.harness';

setUpCampaigns();

const offer = applicationOffer;

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

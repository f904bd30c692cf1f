import { describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS } from '@partnerly/shared';
import { offerBody, termsBody } from './deals.fixtures';
import { api, db, deal, pair, setUpDeals } from './deals.harness';

setUpDeals();

/** Terms that read one way and display another: "exclusive" shown as "evisulcxe" reversed. */
const HIDDEN = [
  'Organic use only \u202Eevisulcxe, forever\u202C',
  'Organic use \u2066only\u2069',
  'what\u200Bsapp',
  'a\u200Db',
];

describe('free text in deals (issue 46, case 14)', () => {
  it('refuses formatting characters in an offer’s usage rights and message, storing nothing', async () => {
    const { brand, creator } = await pair();
    for (const field of ['usage_rights', 'message'] as const) {
      for (const text of HIDDEN) {
        const response = await api.post(
          brand,
          '/api/offers/',
          offerBody(creator.username, { [field]: text }),
        );
        expect(response.statusCode, `${field}: ${JSON.stringify(text)}`).toBe(400);
        expect(response.json()).toEqual({ [field]: [INVISIBLE_CHARACTERS] });
      }
    }
    expect(await db.offersFrom(brand.id)).toEqual([]);
  });

  it('refuses them in counter terms and a delivery note too', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const counter = await api.post(
      creator,
      `/api/offers/${offer.id}/counter/`,
      termsBody({ usage_rights: HIDDEN[0] }),
    );
    expect(counter.statusCode).toBe(400);
    expect(counter.json()).toEqual({ usage_rights: [INVISIBLE_CHARACTERS] });
    expect((await db.offer(offer.id))?.state).toBe('open');

    const { seller, order } = await deal();
    const delivered = await api.deliver(seller, order.id, `Done \u202Eyaw rehto eht`);
    expect(delivered.statusCode).toBe(400);
    expect(delivered.json()).toEqual({ note: [INVISIBLE_CHARACTERS] });
    expect((await db.order(order.id))?.state).toBe('active');
  });

  it('answers an impossible due date with its field error, not a failure', async () => {
    const { brand, creator } = await pair();
    const response = await api.post(
      brand,
      '/api/offers/',
      offerBody(creator.username, { due_date: '2027-13-01' }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['due_date']);
  });

  it('keeps the emoji people write', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator, { message: 'Team 👩‍💻 says hi 🏳️‍🌈' });
    expect(offer.message).toBe('Team 👩‍💻 says hi 🏳️‍🌈');
  });
});

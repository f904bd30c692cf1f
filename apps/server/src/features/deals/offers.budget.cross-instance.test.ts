import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setUpTwoInstances } from '../../test/app';
import { OFFERS_PER_HOUR } from './deal-budgets';
import { dealsApi, member, offerBody, stored, type Member } from './deals.fixtures';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log(
    'offers.budget.cross-instance.test: skipped, it needs REDIS_URL and TEST_DATABASE_URL',
  );
}

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'the offers budget on two instances sharing Redis (issue 46, case 1)',
  () => {
    const instances = setUpTwoInstances({ redisUrl });

    /** Offer, then withdraw, through one instance. */
    async function offerAndWithdraw(app: FastifyInstance, brand: Member, creator: Member) {
      const api = dealsApi(app);
      const response = await api.post(brand, '/api/offers/', offerBody(creator.username));
      if (response.statusCode === 201) {
        const { id } = response.json<{ id: number }>();
        expect((await api.post(brand, `/api/offers/${id}/withdraw/`)).statusCode).toBe(200);
      }
      return response;
    }

    it('counts one member’s offers on both instances as one budget: the 31st is 429', async () => {
      const { first, second } = instances;
      const brand = await member(first);
      const creator = await member(first);
      const { chat, users } = first.services;
      // They have written to each other, so no rule about strangers is what stops them.
      for (const [from, to] of [
        [brand, creator],
        [creator, brand],
      ] as const) {
        const sender = await users.findById(from.id);
        if (sender) await chat.send(sender, 'Hello', to.username);
      }
      for (let n = 0; n < OFFERS_PER_HOUR; n += 1) {
        const instance = n % 2 === 0 ? first : second;
        expect((await offerAndWithdraw(instance, brand, creator)).statusCode).toBe(201);
      }
      for (const instance of [first, second]) {
        const refused = await offerAndWithdraw(instance, brand, creator);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      }
      expect(await stored(second).offersFrom(brand.id)).toHaveLength(OFFERS_PER_HOUR);
    }, 60_000);
  },
);

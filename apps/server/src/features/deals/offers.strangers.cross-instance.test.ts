import { describe, expect, it } from 'vitest';
import { setUpTwoInstances } from '../../test/app';
import { STRANGER_OFFERS_PER_DAY } from './deal-rules';
import { dealsApi, member, offerBody } from './deals.fixtures';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'offers to strangers with two instances on Redis (issue 46, case 7)',
  () => {
    const twoInstances = setUpTwoInstances({ redisUrl });

    it('count one budget per sender, whichever instance takes the offer', async () => {
      const { first, second } = twoInstances;
      const brand = await member(first);
      const instances = [dealsApi(first), dealsApi(second)];
      for (let index = 0; index < STRANGER_OFFERS_PER_DAY; index += 1) {
        const api = instances[index % 2] as ReturnType<typeof dealsApi>;
        await api.offer(brand, await member(first));
      }
      for (const api of instances) {
        const refused = await api.post(
          brand,
          '/api/offers/',
          offerBody((await member(first)).username),
        );
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    }, 60_000);
  },
);

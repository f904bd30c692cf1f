import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SearchPage } from '@partnerly/shared';
import { connectionAudiences, platformConnections, socials } from '../../db/schema';
import { startTwoInstances } from '../../test/app';
import { eventually } from '../../test/eventually';
import { buildPaidUser } from '../../test/factories';
import { INSTAGRAM } from './audience.harness';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

/** Followers no other test's account has, so a search by them finds this file's creator only. */
const FOLLOWERS = 7_350_001;

/**
 * Decision 139: an instance remembers whether a viewer has an audience target (their cards
 * compute matches only then); a target set through another instance reaches it.
 */
describe.runIf(Boolean(redisUrl && databaseUrl))(
  'whether a viewer has an audience target, on two instances on one database and one Redis',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      ({ first, second } = await startTwoInstances({ redisUrl }));
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('shows the match on the other instance once the brand sets a target', async () => {
      const { db } = first.database;
      const creator = await buildPaidUser(first);
      await db.insert(socials).values({
        userId: creator.id,
        platform: 'Instagram',
        link: `https://example.com/${creator.username}`,
        followers: FOLLOWERS,
        source: 'instagram',
      });
      const [connection] = await db
        .insert(platformConnections)
        .values({
          userId: creator.id,
          platform: 'instagram',
          accountId: `instagram-${creator.id}`,
          username: creator.username,
          accessToken: 'sealed',
          nextRefreshAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      await db.insert(connectionAudiences).values({
        connectionId: connection?.id ?? 0,
        audience: INSTAGRAM,
        readAt: new Date(),
        nextReadAt: new Date(Date.now() + 7 * 86_400_000),
      });
      const brand = await buildPaidUser(first);
      const matchOnSecond = async () => {
        const page = await second.services.search.bySocial(
          {
            socialMedia: 'Instagram',
            brands: true,
            minFollowers: FOLLOWERS,
            maxFollowers: FOLLOWERS,
            countrys: [],
            tags: [],
            maxPrice: undefined,
            verifiedOnly: false,
            sort: '',
            range: 10,
          },
          brand.id,
        );
        return (JSON.parse(page) as SearchPage).data[0]?.audience_match;
      };

      // The second instance learns the brand has no target, and remembers it.
      expect(await matchOnSecond()).toBeNull();
      await first.services.audienceTarget.set(
        brand.id,
        { countries: ['US'], ages: [], genders: [] },
        new Date(),
      );
      // US is 40% of the creator's audience.
      expect(await eventually(matchOnSecond, 'the match on the second instance')).toBe(40);
    });
  },
);

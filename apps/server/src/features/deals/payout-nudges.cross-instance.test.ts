import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dealMailNotices } from '../../db/schema';
import { setUpTwoInstances } from '../../test/app';
import { dealsApi, member } from './deals.fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('payout-nudges.cross-instance.test: skipped, it needs TEST_DATABASE_URL');
}

describe.runIf(Boolean(databaseUrl))(
  'the payouts nudge on two instances sharing one database (decision 090)',
  () => {
    const instances = setUpTwoInstances();

    /** The seller's payouts nudges, waiting or mailed: each is one line of a mail. */
    const nudgesOf = async (sellerId: number) =>
      instances.first.database.db
        .select({ id: dealMailNotices.id })
        .from(dealMailNotices)
        .where(
          and(
            eq(dealMailNotices.userId, sellerId),
            sql`${dealMailNotices.notice}->>'step' = 'payouts.needed'`,
          ),
        );

    it('is added once when two offers reach a seller through both instances at once', async () => {
      const { first, second } = instances;
      // A few rounds: the two transactions must meet, which one round may not make them do.
      for (let round = 0; round < 4; round += 1) {
        const creator = await member(first);
        const [one, other] = [await member(first), await member(first)];
        await Promise.all([
          dealsApi(first).offer(one, creator, { title: `First ${round}` }),
          dealsApi(second).offer(other, creator, { title: `Second ${round}` }),
        ]);
        expect(await nudgesOf(creator.id)).toHaveLength(1);
      }
    }, 60_000);
  },
);

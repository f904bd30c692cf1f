import { describe, expect, it } from 'vitest';
import type { Order } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { connectedMember, setUpConnectedInstances } from '../../test/connected-instances';
import { eventually } from '../../test/eventually';
import { dealsApi, member, type Member } from '../deals/deals.fixtures';

const HOUR = 3_600_000;
const SELLERS = 4;

describe.runIf(Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL))(
  'the numbers of verified posts followed with two instances on one database (issue 47)',
  () => {
    const instances = setUpConnectedInstances();

    it('reads each post once at its first follow-up, whichever instance sweeps', async () => {
      const { first, second, standIns } = instances;
      const api = dealsApi(first);
      const ids: string[] = [];
      for (let index = 0; index < SELLERS; index += 1) {
        const buyer = await member(first);
        const video = `Tw${String(index).padStart(9, '0')}`;
        const account = {
          id: `proof-two-${index}-${Date.now()}`,
          username: `proof.two.${index}`,
          followers: 900,
          posts: [
            {
              id: video,
              // Published after the order is accepted, however slow the set-up before it.
              at: new Date(Date.now() + 30_000).toISOString(),
              likes: 5,
              comments: 1,
              views: 50,
            },
          ],
        };
        const connected = await connectedMember(first, standIns.youtube, account);
        const seller: Member = {
          id: connected.user.id,
          username: connected.user.username,
          headers: connected.headers,
        };
        const order = await api.order(buyer, seller);
        const delivered = await api.post(seller, `/api/orders/${order.id}/deliver/`, {
          note: 'Live now.',
          links: [`https://youtu.be/${video}`],
        });
        expect(delivered.statusCode).toBe(200);
        const read = await eventually(async () => {
          const shown = (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>();
          return shown.posts?.[0]?.state === 'checking' ? undefined : shown;
        }, 'the video checked');
        expect(read.posts?.[0]?.state).toBe('verified');
        ids.push(`${account.id}:videos`);
      }
      const followReads = () => standIns.youtube.reads.filter((id) => ids.includes(id));
      // Each video was read once to verify it.
      expect(followReads()).toHaveLength(SELLERS);

      // An hour later both instances sweep at the same moment, twice each.
      await withClockAhead(HOUR + 60_000, async () => {
        await Promise.all([
          first.services.deliveryProof.followDue(),
          second.services.deliveryProof.followDue(),
          first.services.deliveryProof.followDue(),
          second.services.deliveryProof.followDue(),
        ]);
      });
      expect(followReads().sort()).toEqual([...ids, ...ids].sort());
    }, 90_000);
  },
);

import { describe, expect, it } from 'vitest';
import {
  connectedMember,
  setUpConnectedInstances,
  sweepOnBoth,
} from '../../test/connected-instances';

const DAY = 86_400_000;
const ACCOUNTS = 12;

describe.runIf(Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL))(
  'the refresh sweep with two instances on one database',
  () => {
    const instances = setUpConnectedInstances();

    it('reads each connected account once per period', async () => {
      const tiktok = instances.standIns.tiktok;
      const ids: string[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) {
        const account = { id: `two-${index}`, username: `two.${index}`, followers: 1 };
        await connectedMember(instances.first, tiktok, account);
        ids.push(account.id);
      }
      const before = tiktok.reads.length;
      const readsAfter = () => tiktok.reads.slice(before).filter((id) => ids.includes(id));

      await sweepOnBoth(instances, DAY + 60_000, readsAfter, ACCOUNTS);
      expect(readsAfter().sort()).toEqual([...ids].sort());
    }, 60_000);
  },
);

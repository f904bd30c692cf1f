import { describe, expect, it } from 'vitest';
import {
  connectedMember,
  setUpConnectedInstances,
  sweepOnBoth,
} from '../../test/connected-instances';

const DAY = 86_400_000;
const ACCOUNTS = 8;

describe.runIf(Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL))(
  'the weekly audience read with two instances on one database',
  () => {
    const instances = setUpConnectedInstances();

    it('reads each account audience once at connection, then once a week on either instance', async () => {
      const instagram = instances.standIns.instagram;
      const ids: string[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) {
        const account = {
          id: `aud-two-${index}`,
          username: `aud.two.${index}`,
          followers: 500,
          audience: { country: { US: 1 }, age: { '18-24': 1 }, gender: { F: 1 } },
        };
        await connectedMember(instances.first, instagram, account);
        ids.push(`${account.id}:audience`);
      }
      const audienceReads = () => instagram.reads.filter((id) => ids.includes(id));
      expect(audienceReads().sort()).toEqual([...ids].sort());

      await sweepOnBoth(instances, 8 * DAY, audienceReads, 2 * ACCOUNTS);
      expect(audienceReads().sort()).toEqual([...ids, ...ids].sort());
    }, 60_000);
  },
);

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { testConfig } from '../../test/config';
import { openPooledDatabase } from '../../test/pglite-pool';
import type { PlatformAudience } from './audience';
import { accountMatch, matchPercent } from './audience-match';
import { INSTAGRAM } from './audience.harness';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPooledDatabase(testConfig());
});
afterAll(() => database.close());

const textArray = (values: string[]) =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

const SHOWN = { countriesEngagement: 'public', agesGenders: 'members' };

/** The formula the cards and the search share, evaluated by the database as both use it. */
async function match(
  audience: PlatformAudience,
  [countries, ages = [], genders = []]: [string[], string[]?, string[]?] | null[],
  shown: { countriesEngagement: string | null; agesGenders: string | null } = SHOWN,
) {
  const target = (values: string[] | null | undefined) =>
    values ? textArray(values) : sql`null::text[]`;
  const [row] = rowsOf<{ match: number | null }>(
    await database.db.execute(
      sql`select ${accountMatch({
        audience: sql`${JSON.stringify(audience)}::jsonb`,
        countries: target(countries),
        ages: target(ages),
        genders: target(genders),
        countriesEngagement: sql`${shown.countriesEngagement}::text`,
        agesGenders: sql`${shown.agesGenders}::text`,
      })} as match`,
    ),
  );
  return row?.match === null || row?.match === undefined ? null : matchPercent(row.match);
}

describe('accountMatch (decision 110)', () => {
  it('multiplies the marginal shares of the target: country × age × gender', async () => {
    // US 40% + FR 20% = 0.6; 18-24 30% + 25-34 50% = 0.8; female 60% = 0.6 -> 28.8%.
    expect(await match(INSTAGRAM, [['US', 'FR'], ['18-24', '25-34'], ['female']])).toBe(29);
    expect(await match(INSTAGRAM, [['US']])).toBe(40);
    expect(await match(INSTAGRAM, [[], ['65+']])).toBe(20);
    expect(await match(INSTAGRAM, [['BR']])).toBe(0);
  });

  it('is null without verified data, without a target, or on a part the creator hides', async () => {
    expect(await match({ ...INSTAGRAM, unavailable: 'under-100-followers' }, [['US']])).toBeNull();
    expect(await match(INSTAGRAM, [[]])).toBeNull();
    expect(await match(INSTAGRAM, [null, null, null])).toBeNull();
    expect(await match({ ...INSTAGRAM, countries: [] }, [['US']])).toBeNull();
    expect(await match({ ...INSTAGRAM, ages: [] }, [[], ['18-24']])).toBeNull();
    expect(
      await match(INSTAGRAM, [[], [], ['male']], {
        countriesEngagement: null,
        agesGenders: 'hidden',
      }),
    ).toBeNull();
    expect(
      await match(INSTAGRAM, [['US']], { countriesEngagement: 'hidden', agesGenders: null }),
    ).toBeNull();
  });

  it('counts a part shown to members or the public, and reads no choice as the defaults', async () => {
    expect(
      await match(INSTAGRAM, [['US'], [], ['female']], {
        countriesEngagement: null,
        agesGenders: null,
      }),
    ).toBe(24);
    expect(
      await match(INSTAGRAM, [['US'], [], ['female']], {
        countriesEngagement: 'members',
        agesGenders: 'public',
      }),
    ).toBe(24);
  });
});

import type postgres from 'postgres';
import { AUDIENCE_AGE_RANGES } from '@partnerly/shared';
import type { PlatformAudience } from '../features/audience/audience';
import { copy, lastId, linesOf } from './copy-stream';

/**
 * Where a seeded audience mostly lives, with a weight each: the home country holds 25-75% of
 * the audience, five others share most of the rest, and the long tail (`TAIL`) the remainder.
 */
const HOMES: [code: string, weight: number][] = [
  ['US', 25],
  ['BR', 12],
  ['IN', 12],
  ['GB', 8],
  ['DE', 6],
  ['MX', 6],
  ['ID', 6],
  ['FR', 5],
  ['TR', 4],
  ['JP', 4],
  ['IT', 3],
  ['ES', 3],
  ['CA', 2],
  ['NG', 2],
  ['PL', 2],
];

/**
 * The long tail of an audience's countries, each with under 1% of it: Instagram reports the
 * top 45 countries and YouTube every country with views, so a real audience lists dozens.
 */
const TAIL = [
  'AR',
  'AU',
  'AT',
  'BE',
  'BD',
  'CL',
  'CN',
  'CO',
  'CZ',
  'DK',
  'EG',
  'FI',
  'GR',
  'HK',
  'HU',
  'IE',
  'IL',
  'KE',
  'KR',
  'MA',
  'MY',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PH',
  'PK',
  'PT',
  'RO',
  'RU',
  'SA',
  'SE',
  'SG',
  'TH',
  'TW',
  'UA',
  'AE',
  'VN',
  'ZA',
];

/** A generator of numbers in [0, 1) from a seed (mulberry32): the same audience every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Weights scaled to percent shares (one decimal) summing to about 100. */
const toShares = (weights: number[]) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => round1((weight / total) * 100));
};

/**
 * The audience of the seeded account `socialId`, as a platform would report it: countries
 * led by a home country picked by `HOMES`' weights, ages peaking at 18-24, 25-34 or 35-44,
 * genders from 15/85 to 85/15 with a few percent other, and an engagement rate of 0.3-8.3%
 * (most under 3%, as the published medians are).
 */
export function seededAudience(socialId: number): PlatformAudience {
  const random = randomFrom(socialId);
  const pick = random() * HOMES.reduce((sum, [, weight]) => sum + weight, 0);
  let home = 0;
  for (let sum = 0; home < HOMES.length - 1; home++) {
    sum += HOMES[home]?.[1] ?? 0;
    if (pick < sum) break;
  }
  const homeShare = 25 + random() * 50;
  const tail = TAIL.map((code, n) => ({
    code,
    share: round1(0.1 + (random() * 0.9 * (TAIL.length - n)) / TAIL.length),
  }));
  const tailShare = tail.reduce((sum, entry) => sum + entry.share, 0);
  // Steps of two from the home country: five others, none of them the home country again.
  const others = [1, 2, 3, 4, 5].map((step) => HOMES[(home + step * 2) % HOMES.length]?.[0] ?? '');
  const otherShares = toShares(others.map((_, n) => (0.5 + random()) / (n + 1))).map((share) =>
    round1((share * (100 - homeShare - tailShare)) / 100),
  );
  const peak = 1 + Math.floor(random() * 3);
  const ageShares = toShares(
    AUDIENCE_AGE_RANGES.map((_, n) => 2 ** -Math.abs(n - peak) * (0.7 + random() * 0.6)),
  );
  const female = 15 + random() * 70;
  const other = 1 + random() * 2;
  return {
    // Largest first, as the platforms' reads store them (sharesOf).
    countries: [
      { code: HOMES[home]?.[0] ?? 'US', share: round1(homeShare) },
      ...others.map((code, n) => ({ code, share: otherShares[n] ?? 0 })),
      ...tail,
    ].sort((a, b) => b.share - a.share || a.code.localeCompare(b.code)),
    ages: AUDIENCE_AGE_RANGES.map((range, n) => ({ range, share: ageShares[n] ?? 0 })),
    genders: [
      { gender: 'female', share: round1(female) },
      { gender: 'male', share: round1(100 - female - other) },
      { gender: 'other', share: round1(other) },
    ],
    engagementRate: Math.round((0.3 + 8 * random() ** 2) * 100) / 100,
    postsPerWeek: round1(1 + random() * 6),
  };
}

/**
 * Connects a third of the seeded profiles' Instagram and YouTube accounts to their platform
 * and gives each the audience `seededAudience` makes (issue 48 point 3, decision 119) and 46
 * days of follower counts: the connections and audiences streamed with COPY, then those
 * accounts vouched for by their platform, with their audience keys. Works with the triggers on or off
 * (`session_replication_role`): the keys are written, not left to them.
 */
export async function copySeededAudiences(sql: postgres.Sql) {
  const accounts = await sql<{ id: number; user_id: number; platform: string }[]>`
    select so.id, so.user_id, lower(so.platform) as platform from socials so
    join users u on u.id = so.user_id
    where u.email like '%@seed.example.com' and so.platform in ('Instagram', 'Youtube')
      and so.id % 3 = 0
    order by so.id`;
  const base = await lastId(sql, 'platform_connections');
  const now = new Date().toISOString();
  // Not read again during a run: a week from now, as after a read.
  const nextRead = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  await copy(
    sql`copy platform_connections (id, user_id, platform, account_id, username, access_token, next_refresh_at) from stdin`,
    linesOf(accounts, (account, n) => [
      String(base + n + 1),
      String(account.user_id),
      account.platform,
      `seed-${account.id}`,
      `seed${account.id}`,
      'seed-token',
      nextRead,
    ]),
  );
  await copy(
    sql`copy connection_audiences (connection_id, audience, read_at, next_read_at) from stdin`,
    // The JSON holds no tab, newline or backslash: safe in COPY's text format as it is.
    linesOf(accounts, (account, n) => [
      String(base + n + 1),
      JSON.stringify(seededAudience(account.id)),
      now,
      nextRead,
    ]),
  );
  await sql`select setval(pg_get_serial_sequence('platform_connections', 'id'), (select max(id) from platform_connections))`;
  // A count a day over the last 46 days, as the daily refresh keeps them, each account
  // growing by 0-0.6% a day: a card's growth reads them.
  await sql`insert into follower_counts (connection_id, day, followers)
    select pc.id, current_date - d.n, greatest(so.followers - d.n * so.followers::bigint * (pc.id % 7) / 1000, 0)
    from platform_connections pc
      join socials so on so.user_id = pc.user_id and lower(so.platform) = pc.platform
      cross join generate_series(0, 45) d(n)
    where pc.id > ${base}`;
  // The growth the counts' triggers keep (decision 138), written here as the keys are below.
  await sql`update platform_connections set follower_growth = follower_growth_of(id)
    where id > ${base}`;
  // The keys `audience_keys_of` gives, from the audience joined here instead of looked up
  // row by row (16 of the seed's 50 s at 100,000 profiles): the seeded members never chose who
  // sees what, so both parts are shown, as decision 104's defaults have it.
  await sql`update socials so set source = pc.platform,
      audience_keys = audience_search_keys(ca.audience, true, true)
    from platform_connections pc join connection_audiences ca on ca.connection_id = pc.id
    where pc.id > ${base} and so.user_id = pc.user_id and lower(so.platform) = pc.platform`;
}

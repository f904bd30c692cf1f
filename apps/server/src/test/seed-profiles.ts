import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const TAGS = [
  'food',
  'travel',
  'fitness',
  'tech',
  'beauty',
  'gaming',
  'music',
  'fashion',
  'pets',
  'finance',
  'parenting',
  'diy',
];
export const COUNTRIES = [
  'France',
  'Italy',
  'Spain',
  'Germany',
  'United States',
  'United Kingdom',
  'Brazil',
  'India',
  'Japan',
  'Mexico',
  'Canada',
  'Nigeria',
  'Türkiye',
  'Poland',
  'Global',
];

export const FIRST = [
  'anna',
  'leo',
  'maya',
  'noah',
  'lina',
  'omar',
  'sofia',
  'yuki',
  'ravi',
  'ella',
  'ivan',
  'chloe',
  'mateo',
  'zoe',
  'amir',
  'nora',
  'kofi',
  'ines',
  'liam',
  'sara',
];
export const WORDS = [
  'cooks',
  'travels',
  'lifts',
  'codes',
  'glow',
  'plays',
  'beats',
  'style',
  'paws',
  'money',
  'family',
  'makes',
  'eats',
  'runs',
  'draws',
  'shoots',
  'reviews',
  'dances',
  'builds',
  'learns',
];

/** The platforms a seeded profile's 1-4 socials are on, in the order the seed picks them. */
export const PLATFORMS = ['Instagram', 'Tiktok', 'Youtube', 'X', 'Facebook'];

/**
 * A seeded social's followers, from its owner's id and its position `n` among the owner's
 * socials: spread over 0-5,000,000 without a pattern an index would notice. In bigint, since
 * the product overflows an integer past 271,000 profiles.
 */
export const SEED_FOLLOWERS = { userFactor: 7919, positionFactor: 104729, modulus: 5_000_000 };

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/**
 * Seeds `count` public profiles, each with 1-4 verified socials and realistic tags and
 * countries, with set-based SQL so 100,000 take seconds (and work on PGlite, which takes no
 * COPY from the client; `copyPublicProfiles` streams the same rows faster on PostgreSQL). Usernames look like real ones
 * (`maya.travels1234`); e-mails end in @seed.example.com.
 */
export async function seedPublicProfiles(db: Database, count: number) {
  const tags = textArray(TAGS);
  const countries = textArray(COUNTRIES);
  const first = textArray(FIRST);
  const words = textArray(WORDS);
  const platforms = textArray(PLATFORMS);
  await db.execute(sql`
    insert into users (username, email, tags, countries, is_content_creator, bio)
    select (${first})[1 + g % 20] || '.' || (${words})[1 + (g / 20) % 20] || g,
      'user' || g || '@seed.example.com',
      array[(${tags})[1 + g % 12], (${tags})[1 + (g / 12) % 12]],
      array[(${countries})[1 + g % 15], (${countries})[1 + (g / 15) % 15]],
      g % 3 = 0, 'Creator number ' || g
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into subscriptions (user_id, status, started_at)
    select id, 'active', now() from users where email like '%@seed.example.com'`);
  await db.execute(sql`
    insert into socials (user_id, platform, link, followers, tags, countries)
    select u.id, p.platform, 'https://example.com/' || u.id || '/' || p.platform,
      (u.id::bigint * ${SEED_FOLLOWERS.userFactor} + p.n * ${SEED_FOLLOWERS.positionFactor}) % ${SEED_FOLLOWERS.modulus},
      u.tags, u.countries
    from users u
    cross join lateral (
      select n, (${platforms})[1 + (u.id + n) % 5] as platform
      from generate_series(0, u.id % 4) n
    ) p
    where u.email like '%@seed.example.com'`);
  await db.execute(sql`analyze`);
}

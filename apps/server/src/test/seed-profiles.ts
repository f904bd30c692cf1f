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

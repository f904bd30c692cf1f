import { sql, type SQL } from 'drizzle-orm';
import { CONNECT_PLATFORMS, SEARCH_PAGE_SIZE } from '@partnerly/shared';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { publicProfileOf } from '../profiles/public-profile';
import { ratingOf, reviewsCountOf } from '../reviews/review-summary';

export interface ResultRow {
  username: string;
  picture_hash: string | null;
  followers: number | string;
  countries: string[];
  tags: string[];
  lowest_price: number | null;
  reply_time: 'hour' | 'day' | 'days' | null;
  /** Verified accounts, most followed first. */
  socials: { platform: string; followers: number }[];
  /** Platforms of accounts still waiting for the admin. */
  pending: string[];
  /** Platforms whose numbers come from a connected account (issue 31). */
  verified_sources: string[];
  /** The average of the published reviews to one decimal (numeric: a string); null without. */
  rating: string | number | null;
  reviews_count: number;
}

/** One window of results, and whether it is the last. */
export interface ResultPage {
  rows: ResultRow[];
  isover: boolean;
}

export interface Window {
  /** The end of the window: rows [range - 10, range). */
  range: number;
}

/** Only public profiles are ever found; the page queries call their users row `u`. */
const PUBLIC_PROFILE = publicProfileOf(sql`u`);

/**
 * The sources that are platforms, written into the SQL text as literals (shared constants,
 * never input) so that a page planned once sees the same statement (decision 004).
 */
const CONNECTED_SOURCES = sql.raw(CONNECT_PLATFORMS.map((platform) => `'${platform}'`).join(', '));

const TOTAL_FOLLOWERS = sql`coalesce((select sum(f.followers) from socials f where f.user_id = u.id), 0)`;

/**
 * What the result card draws as platform icons (issue 29): each verified account with its
 * followers, and the platforms still waiting for verification, which have no count yet.
 */
const SOCIAL_ICONS = sql`coalesce((select json_agg(json_build_object('platform', f.platform, 'followers', f.followers) order by f.followers desc, f.platform) from socials f where f.user_id = u.id), '[]'::json) as socials,
  coalesce((select array_agg(m.platform order by m.platform) from manual_socials m where m.user_id = u.id), '{}') as pending,
  coalesce((select array_agg(f.source order by f.source) from socials f where f.user_id = u.id and f.source in (${CONNECTED_SOURCES})), '{}') as verified_sources`;

/** The card's "★ 4.8 (12)" (issue 33). */
const REVIEW_SUMMARY = sql`${ratingOf(sql`u.id`)} as rating, ${reviewsCountOf(sql`u.id`)} as reviews_count`;

/** Only profiles rated `minRating` or more (as the card shows it), when a bound is given. */
const ratedAtLeast = (minRating: number | undefined) =>
  minRating === undefined ? sql`true` : sql`${ratingOf(sql`u.id`)} >= ${minRating}`;

/** The social's numbers come from its platform, when the filter asks for that. */
const platformVerified = (verifiedOnly: boolean | undefined) =>
  verifiedOnly ? sql`so.source in (${CONNECTED_SOURCES})` : sql`true`;

/** The profile's cheapest package, for the results' "from $N" (issue 20). */
const LOWEST_PRICE = sql`(select min(p.price) from packages p where p.user_id = u.id) as lowest_price`;

/** Only profiles with a package at or below `maxPrice`, when a bound is given. */
const packageUpTo = (maxPrice: number | undefined) =>
  maxPrice === undefined
    ? sql`true`
    : sql`exists (select 1 from packages p where p.user_id = u.id and p.price <= ${maxPrice})`;

/**
 * Sorts after every character a username may hold (a-z, 0-9, _ and .) in byte order, so
 * [name, name + '~') is exactly the names starting with `name`: one b-tree range.
 */
const AFTER_USERNAME_CHARACTERS = '~';

/** `column && filter` when the filter has values, so an empty filter matches everything. */
const overlaps = (column: SQL, values: string[]) =>
  values.length > 0 ? sql`${column} && ${toTextArray(values)}` : undefined;

const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Either overlap matches when both filters are given (SPEC: countries or tags). */
function anyOverlap(countries: SQL | undefined, tags: SQL | undefined): SQL {
  if (countries && tags) return sql`(${countries} or ${tags})`;
  return countries ?? tags ?? sql`true`;
}

export interface SocialFilter {
  platform: string;
  minFollowers?: number;
  maxFollowers?: number;
  countries: string[];
  tags: string[];
  sort: '' | '-' | '+';
  maxPrice?: number;
  /** Only accounts whose numbers come from their platform (issue 31). */
  verifiedOnly?: boolean;
  /** Only profiles whose reviews average this many stars or more (issue 33). */
  minRating?: number;
}

export interface ProfileFilter {
  countries: string[];
  tags: string[];
  creatorsOnly: boolean;
}

/**
 * The three searches as SQL. Each orders by a unique key, so consecutive windows never
 * repeat or skip a profile.
 */
export const searchQueries = {
  /** Public profiles whose username starts with `name`, in name order (lowercased names are unique). */
  usernamePrefix(name: string): SQL {
    return sql`select u.username, u.picture_hash, ${TOTAL_FOLLOWERS} as followers, u.countries, u.tags, u.reply_time, ${LOWEST_PRICE}, ${SOCIAL_ICONS}, ${REVIEW_SUMMARY}
      from users u
      where lower(u.username) collate "C" >= ${name.toLowerCase()}
        and lower(u.username) collate "C" < ${`${name.toLowerCase()}${AFTER_USERNAME_CHARACTERS}`}
        and ${PUBLIC_PROFILE}
      order by lower(u.username) collate "C"`;
  },

  /** How many public profiles have a username starting with `name`. */
  usernamePrefixCount(name: string): SQL {
    return sql`select count(*) as n from users u
      where lower(u.username) collate "C" >= ${name.toLowerCase()}
        and lower(u.username) collate "C" < ${`${name.toLowerCase()}${AFTER_USERNAME_CHARACTERS}`}
        and ${PUBLIC_PROFILE}`;
  },

  /** Public profiles whose username is close to `name` without starting with it, closest first. */
  usernameSimilar(name: string): SQL {
    const lowered = name.toLowerCase();
    return sql`select u.username, u.picture_hash, ${TOTAL_FOLLOWERS} as followers, u.countries, u.tags, u.reply_time, ${LOWEST_PRICE}, ${SOCIAL_ICONS}, ${REVIEW_SUMMARY}
      from users u
      where lower(u.username) % ${lowered} and not starts_with(lower(u.username), ${lowered})
        and ${PUBLIC_PROFILE}
      order by lower(u.username) <-> ${lowered}, lower(u.username), u.id`;
  },

  /** Profiles with a verified account on a platform; followers are that account's. */
  bySocial(filter: SocialFilter): SQL {
    const order =
      filter.sort === '-'
        ? sql`so.followers desc, so.id desc`
        : filter.sort === '+'
          ? sql`so.followers asc, so.id asc`
          : sql`so.id desc`;
    return sql`select u.username, u.picture_hash, so.followers, so.countries, so.tags, u.reply_time, ${LOWEST_PRICE}, ${SOCIAL_ICONS}, ${REVIEW_SUMMARY}
      from socials so join users u on u.id = so.user_id
      where so.platform = ${filter.platform}
        and so.followers >= ${filter.minFollowers ?? 0}
        and so.followers <= ${filter.maxFollowers ?? 2_147_483_647}
        and ${anyOverlap(overlaps(sql`so.countries`, filter.countries), overlaps(sql`so.tags`, filter.tags))}
        and ${packageUpTo(filter.maxPrice)}
        and ${platformVerified(filter.verifiedOnly)}
        and ${ratedAtLeast(filter.minRating)}
        and ${PUBLIC_PROFILE}
      order by ${order}`;
  },

  /** Profiles by their own countries and tags, content creators only when asked. */
  byProfile(filter: ProfileFilter): SQL {
    return sql`select u.username, u.picture_hash, ${TOTAL_FOLLOWERS} as followers, u.countries, u.tags, u.reply_time, ${LOWEST_PRICE}, ${SOCIAL_ICONS}, ${REVIEW_SUMMARY}
      from users u
      where ${anyOverlap(overlaps(sql`u.countries`, filter.countries), overlaps(sql`u.tags`, filter.tags))}
        and (${!filter.creatorsOnly} or u.is_content_creator)
        and ${PUBLIC_PROFILE}
      order by u.id desc`;
  },
};

/** Runs a search for one window, reading one row past it to know whether more follow. */
export function searchRepository(database: Pick<DatabaseHandle, 'db' | 'page'>) {
  const run = (query: SQL) => database.page<ResultRow>(query);

  const toPage = (rows: ResultRow[], isover: boolean): ResultPage => ({ rows, isover });

  async function page(query: SQL, window: Window): Promise<ResultPage> {
    const offset = window.range - SEARCH_PAGE_SIZE;
    const rows = await run(sql`${query} offset ${offset} limit ${SEARCH_PAGE_SIZE + 1}`);
    return toPage(rows.slice(0, SEARCH_PAGE_SIZE), rows.length <= SEARCH_PAGE_SIZE);
  }

  return {
    /**
     * Prefix matches first, then close matches; the similarity search only runs when the
     * prefix matches do not fill the window, since it costs far more.
     */
    async byUsername(name: string, window: Window): Promise<ResultPage> {
      const start = window.range - SEARCH_PAGE_SIZE;
      const wanted = SEARCH_PAGE_SIZE + 1;
      const found = await run(
        sql`${searchQueries.usernamePrefix(name)} offset ${start} limit ${wanted}`,
      );
      if (found.length < wanted) {
        // The prefix matches end in or before this window; close matches continue after them.
        const prefixTotal =
          found.length > 0
            ? start + found.length
            : Number(
                (await database.page<{ n: string }>(searchQueries.usernamePrefixCount(name)))[0]
                  ?.n ?? 0,
              );
        const similarStart = Math.max(0, start - prefixTotal);
        // Planned for its own name: how far a trigram scan reaches depends on the name.
        const similar = await database.db.execute(
          sql`${searchQueries.usernameSimilar(name)} offset ${similarStart} limit ${wanted - found.length}`,
        );
        found.push(...rowsOf<ResultRow>(similar));
      }
      return toPage(found.slice(0, SEARCH_PAGE_SIZE), found.length < wanted);
    },
    bySocial: (filter: SocialFilter, window: Window) =>
      page(searchQueries.bySocial(filter), window),
    byProfile: (filter: ProfileFilter, window: Window) =>
      page(searchQueries.byProfile(filter), window),
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

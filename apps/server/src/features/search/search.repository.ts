import { sql, type SQL } from 'drizzle-orm';
import { CONNECT_PLATFORMS, SEARCH_PAGE_SIZE } from '@partnerly/shared';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { publicProfileOf } from '../profiles/public-profile';
import { ratingOf, reviewSummaryOf } from '../reviews/review-summary';

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

/**
 * What a card reads of its profile's accounts in one walk of them: what it draws as platform
 * icons (issue 29), each verified account with its followers; the platforms whose numbers
 * come from a connected account (issue 31); and, for the searches by profile, the followers
 * of all its accounts.
 */
const ACCOUNTS = sql`(select
    json_agg(json_build_object('platform', f.platform, 'followers', f.followers) order by f.followers desc, f.platform) as socials,
    array_agg(f.source order by f.source) filter (where f.source in (${CONNECTED_SOURCES})) as verified_sources,
    coalesce(sum(f.followers), 0) as total_followers
  from socials f where f.user_id = u.id)`;

/** The followers of all the profile's accounts, for the searches by profile. */
const TOTAL_FOLLOWERS_OF_ACCOUNTS = sql`accounts.total_followers`;

/** The platforms of accounts still waiting for the admin, which have no count yet. */
const PENDING = sql`coalesce((select array_agg(m.platform order by m.platform) from manual_socials m where m.user_id = u.id), '{}')`;

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

/** Rows [offset, offset + limit) of a search's matches, in its order. */
export interface Slice {
  offset: number;
  limit: number;
}

/**
 * A page of results: `matches` picks the page's profiles by their filter and order alone
 * (each users row `u` with the columns the card takes from it), and only those rows then
 * read what their cards show. Read in one query, the cards' seven subqueries also ran for
 * every row the offset skips: two windows of waste on the third page (issue 36).
 * `followers` is the card's followers; `order` is the matches' order on the page's columns.
 * The accounts and reviews are each read in one walk (lateral joins), not one per column.
 */
function cardsOf(
  matches: SQL,
  { matchOrder, order, followers }: { matchOrder: SQL; order: SQL; followers: SQL },
  { offset, limit }: Slice,
): SQL {
  return sql`select u.username, u.picture_hash, ${followers} as followers, u.countries, u.tags, u.reply_time, ${LOWEST_PRICE},
      coalesce(accounts.socials, '[]'::json) as socials, ${PENDING} as pending,
      coalesce(accounts.verified_sources, '{}') as verified_sources,
      reviews.rating, reviews.reviews_count
    from (${matches} order by ${matchOrder} offset ${offset} limit ${limit}) u
      cross join lateral ${ACCOUNTS} accounts
      cross join lateral ${reviewSummaryOf(sql`u.id`)} reviews
    order by ${order}`;
}

/** The columns a card takes from the users row, for the matches of a search by the profile. */
const PROFILE_COLUMNS = sql`u.id, u.username, u.picture_hash, u.countries, u.tags, u.reply_time`;

/**
 * The three searches as SQL, one slice of results each. Each orders by a unique key, so
 * consecutive windows never repeat or skip a profile.
 */
export const searchQueries = {
  /** Public profiles whose username starts with `name`, in name order (lowercased names are unique). */
  usernamePrefix(name: string, slice: Slice): SQL {
    const key = sql`lower(u.username) collate "C"`;
    return cardsOf(
      sql`select ${PROFILE_COLUMNS}, ${key} as name_key from users u
        where ${key} >= ${name.toLowerCase()}
          and ${key} < ${`${name.toLowerCase()}${AFTER_USERNAME_CHARACTERS}`}
          and ${PUBLIC_PROFILE}`,
      { matchOrder: key, order: sql`u.name_key`, followers: TOTAL_FOLLOWERS_OF_ACCOUNTS },
      slice,
    );
  },

  /** How many public profiles have a username starting with `name`. */
  usernamePrefixCount(name: string): SQL {
    return sql`select count(*) as n from users u
      where lower(u.username) collate "C" >= ${name.toLowerCase()}
        and lower(u.username) collate "C" < ${`${name.toLowerCase()}${AFTER_USERNAME_CHARACTERS}`}
        and ${PUBLIC_PROFILE}`;
  },

  /** Public profiles whose username is close to `name` without starting with it, closest first. */
  usernameSimilar(name: string, slice: Slice): SQL {
    const lowered = name.toLowerCase();
    return cardsOf(
      sql`select ${PROFILE_COLUMNS}, lower(u.username) <-> ${lowered} as distance, lower(u.username) as name_key
        from users u
        where lower(u.username) % ${lowered} and not starts_with(lower(u.username), ${lowered})
          and ${PUBLIC_PROFILE}`,
      {
        matchOrder: sql`lower(u.username) <-> ${lowered}, lower(u.username), u.id`,
        order: sql`u.distance, u.name_key, u.id`,
        followers: TOTAL_FOLLOWERS_OF_ACCOUNTS,
      },
      slice,
    );
  },

  /** Profiles with a verified account on a platform; followers are that account's. */
  bySocial(filter: SocialFilter, slice: Slice): SQL {
    const [matchOrder, order] =
      filter.sort === '-'
        ? [sql`so.followers desc, so.id desc`, sql`u.followers desc, u.social_id desc`]
        : filter.sort === '+'
          ? [sql`so.followers asc, so.id asc`, sql`u.followers asc, u.social_id asc`]
          : [sql`so.id desc`, sql`u.social_id desc`];
    return cardsOf(
      sql`select u.id, u.username, u.picture_hash, u.reply_time, so.id as social_id, so.followers, so.countries, so.tags
        from socials so join users u on u.id = so.user_id
        where so.platform = ${filter.platform}
          and so.followers >= ${filter.minFollowers ?? 0}
          and so.followers <= ${filter.maxFollowers ?? 2_147_483_647}
          and ${anyOverlap(overlaps(sql`so.countries`, filter.countries), overlaps(sql`so.tags`, filter.tags))}
          and ${packageUpTo(filter.maxPrice)}
          and ${platformVerified(filter.verifiedOnly)}
          and ${ratedAtLeast(filter.minRating)}
          and ${PUBLIC_PROFILE}`,
      { matchOrder, order, followers: sql`u.followers` },
      slice,
    );
  },

  /** Profiles by their own countries and tags, content creators only when asked. */
  byProfile(filter: ProfileFilter, slice: Slice): SQL {
    return cardsOf(
      sql`select ${PROFILE_COLUMNS} from users u
        where ${anyOverlap(overlaps(sql`u.countries`, filter.countries), overlaps(sql`u.tags`, filter.tags))}
          and (${!filter.creatorsOnly} or u.is_content_creator)
          and ${PUBLIC_PROFILE}`,
      { matchOrder: sql`u.id desc`, order: sql`u.id desc`, followers: TOTAL_FOLLOWERS_OF_ACCOUNTS },
      slice,
    );
  },
};

/** Runs a search for one window, reading one row past it to know whether more follow. */
export function searchRepository(database: Pick<DatabaseHandle, 'db' | 'page'>) {
  const run = (query: SQL) => database.page<ResultRow>(query);

  const toPage = (rows: ResultRow[], isover: boolean): ResultPage => ({ rows, isover });

  /** The window and one row past it, to know whether more follow. */
  const sliceOf = (window: Window): Slice => ({
    offset: window.range - SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE + 1,
  });

  async function page(query: (slice: Slice) => SQL, window: Window): Promise<ResultPage> {
    const rows = await run(query(sliceOf(window)));
    return toPage(rows.slice(0, SEARCH_PAGE_SIZE), rows.length <= SEARCH_PAGE_SIZE);
  }

  return {
    /**
     * Prefix matches first, then close matches; the similarity search only runs when the
     * prefix matches do not fill the window, since it costs far more.
     */
    async byUsername(name: string, window: Window): Promise<ResultPage> {
      const slice = sliceOf(window);
      const { offset: start, limit: wanted } = slice;
      const found = await run(searchQueries.usernamePrefix(name, slice));
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
          searchQueries.usernameSimilar(name, {
            offset: similarStart,
            limit: wanted - found.length,
          }),
        );
        found.push(...rowsOf<ResultRow>(similar));
      }
      return toPage(found.slice(0, SEARCH_PAGE_SIZE), found.length < wanted);
    },
    bySocial: (filter: SocialFilter, window: Window) =>
      page((slice) => searchQueries.bySocial(filter, slice), window),
    byProfile: (filter: ProfileFilter, window: Window) =>
      page((slice) => searchQueries.byProfile(filter, slice), window),
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

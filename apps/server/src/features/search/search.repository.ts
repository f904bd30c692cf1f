import { sql, type SQL } from 'drizzle-orm';
import { named, SEARCH_PAGE_SIZE, type SearchPage } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { mediaUrl } from '../media/media.repository';

interface ResultRow {
  username: string;
  picture_hash: string | null;
  followers: number | string;
  countries: string[];
  tags: string[];
}

export interface Window {
  /** The end of the window: rows [range - 10, range). */
  range: number;
}

/** Only these profiles are ever found: visible, with an active subscription. */
const PUBLIC_PROFILE = sql`u.is_visible and exists (
  select 1 from subscriptions s where s.user_id = u.id and s.status in ('active', 'trialing'))`;

const TOTAL_FOLLOWERS = sql`coalesce((select sum(f.followers) from socials f where f.user_id = u.id), 0)`;

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
  /**
   * Username prefix matches first, then close matches by trigram similarity. Each branch is
   * cut to the rows the window can need, so each is answered from its own index.
   */
  byUsername(name: string, needed: number): SQL {
    const lowered = name.toLowerCase();
    const prefix = `${lowered.replace(/[\\%_]/g, '\\$&')}%`;
    const columns = sql`u.id, u.username, lower(u.username) as sort_name, u.picture_hash,
      ${TOTAL_FOLLOWERS} as followers, u.countries, u.tags`;
    return sql`select * from (
        (select ${columns}, 0 as branch, 1.0::real as score from users u
          where lower(u.username) collate "C" like ${prefix} and ${PUBLIC_PROFILE}
          order by lower(u.username) collate "C", u.id limit ${needed})
        union all
        (select ${columns}, 1 as branch, similarity(lower(u.username), ${lowered}) as score from users u
          where lower(u.username) % ${lowered} and lower(u.username) not like ${prefix}
            and ${PUBLIC_PROFILE}
          order by lower(u.username) <-> ${lowered}, lower(u.username), u.id limit ${needed})
      ) found
      order by branch, score desc, sort_name, id`;
  },

  /** Profiles with a verified account on a platform; followers are that account's. */
  bySocial(filter: SocialFilter): SQL {
    const order =
      filter.sort === '-'
        ? sql`so.followers desc, so.id desc`
        : filter.sort === '+'
          ? sql`so.followers asc, so.id asc`
          : sql`so.id desc`;
    return sql`select u.username, u.picture_hash, so.followers, so.countries, so.tags
      from socials so join users u on u.id = so.user_id
      where so.platform = ${filter.platform}
        and so.followers >= ${filter.minFollowers ?? 0}
        and so.followers <= ${filter.maxFollowers ?? 2_147_483_647}
        and ${anyOverlap(overlaps(sql`so.countries`, filter.countries), overlaps(sql`so.tags`, filter.tags))}
        and ${PUBLIC_PROFILE}
      order by ${order}`;
  },

  /** Profiles by their own countries and tags, content creators only when asked. */
  byProfile(filter: ProfileFilter): SQL {
    return sql`select u.username, u.picture_hash, ${TOTAL_FOLLOWERS} as followers, u.countries, u.tags
      from users u
      where ${anyOverlap(overlaps(sql`u.countries`, filter.countries), overlaps(sql`u.tags`, filter.tags))}
        and (${!filter.creatorsOnly} or u.is_content_creator)
        and ${PUBLIC_PROFILE}
      order by u.id desc`;
  },
};

/** Runs a search for one window, asking one row more than it shows to know whether more follow. */
export function searchRepository(db: Database) {
  async function page(query: SQL, window: Window): Promise<SearchPage> {
    const offset = window.range - SEARCH_PAGE_SIZE;
    const rows = rowsOf<ResultRow>(
      await db.execute(sql`${query} offset ${offset} limit ${SEARCH_PAGE_SIZE + 1}`),
    );
    return {
      data: rows.slice(0, SEARCH_PAGE_SIZE).map((row) => ({
        username: row.username,
        profile_picture: mediaUrl(row.picture_hash),
        followers: Number(row.followers),
        countrys: named(row.countries),
        tags: named(row.tags),
      })),
      isover: rows.length <= SEARCH_PAGE_SIZE,
    };
  }

  return {
    byUsername: (name: string, window: Window) =>
      page(searchQueries.byUsername(name, window.range + 1), window),
    bySocial: (filter: SocialFilter, window: Window) =>
      page(searchQueries.bySocial(filter), window),
    byProfile: (filter: ProfileFilter, window: Window) =>
      page(searchQueries.byProfile(filter), window),
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

import { sql, type SQL } from 'drizzle-orm';
import { CONNECT_PLATFORMS, type SearchSort } from '@partnerly/shared';
import { pageStatement, type PageStatement } from '../../db/page-statement';
import { publicProfileOf } from '../profiles/public-profile';
import {
  audienceMatches,
  audienceShape,
  audienceValues,
  type AudienceFilter,
  type AudienceKey,
} from './search.audience';
import { cardShape, cardValues, cardsOf, type CardContext, type Slice } from './search.cards';
import { audienceMatchOf } from './search.match-order';

/** Only public profiles are ever found; the page queries call their users row `u`. */
const PUBLIC_PROFILE = publicProfileOf(sql`u`);

/**
 * The sources that are platforms, written into the SQL text as literals (shared constants,
 * never input) so that a page planned once sees the same statement (decision 004).
 */
const CONNECTED_SOURCES = sql.raw(CONNECT_PLATFORMS.map((platform) => `'${platform}'`).join(', '));

/** The social's numbers come from its platform, when the filter asks for that. */
const platformVerified = (verifiedOnly: boolean | undefined) =>
  verifiedOnly ? sql`so.source in (${CONNECTED_SOURCES})` : sql`true`;

/**
 * Sorts after every character a username may hold (a-z, 0-9, _ and .) in byte order, so
 * [name, name + '~') is exactly the names starting with `name`: one b-tree range.
 */
const AFTER_USERNAME_CHARACTERS = '~';

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
  sort: SearchSort;
  maxPrice?: number;
  /** Only accounts whose numbers come from their platform (issue 31). */
  verifiedOnly?: boolean;
  /** Only profiles whose reviews average this many stars or more (issue 33). */
  minRating?: number;
  /** Brands' accounts too; left out unless asked (issue 53). */
  brands?: boolean;
  /** The verified audience's filters (issue 48 point 3, search.audience.ts). */
  audience?: AudienceFilter;
}

export interface ProfileFilter {
  countries: string[];
  tags: string[];
  creatorsOnly: boolean;
}

/** The columns a card takes from the users row, for the matches of a search by the profile. */
const PROFILE_COLUMNS = sql`u.id as user_id, u.username, u.picture_hash, u.countries, u.tags, u.reply_time`;

/** A search by the profile shows the followers of all its accounts. */
const PROFILE_CARD = sql`'username', m.username, 'picture_hash', m.picture_hash,
  'followers', coalesce(c.total_followers, 0), 'countries', m.countries, 'tags', m.tags,
  'reply_time', m.reply_time`;

/** The bounds of the usernames that start with `name`, lowercased. */
const prefixBounds = (name: string) => ({
  from: name.toLowerCase(),
  to: `${name.toLowerCase()}${AFTER_USERNAME_CHARACTERS}`,
});

/** Present or not, as a shape's part: `countries` and `tags` are a filter's or nothing. */
const flag = (present: boolean) => (present ? '1' : '0');

/**
 * The three searches as statements, one slice of results each (a shape's text is built once,
 * `db/page-statement.ts`). Each orders by a unique key, so consecutive windows never repeat or
 * skip a profile.
 */
export const searchQueries = {
  /** Public profiles whose username starts with `name`, in name order (lowercased names are unique). */
  usernamePrefix(name: string, slice: Slice, cards: CardContext): PageStatement {
    return pageStatement(
      cardShape('search.prefix', cards),
      (value: (key: 'from' | 'to' | 'offset' | 'limit' | keyof CardContext) => SQL) => {
        const key = sql`lower(u.username) collate "C"`;
        return cardsOf(
          sql`select ${PROFILE_COLUMNS}, ${key} as name_key from users u
            where ${key} >= ${value('from')} and ${key} < ${value('to')} and ${PUBLIC_PROFILE}`,
          { matchOrder: key, order: sql`m.name_key`, card: PROFILE_CARD },
          { offset: value('offset'), limit: value('limit') },
          cardValues(value, cards),
        );
      },
      { ...prefixBounds(name), ...slice, ...cards },
    );
  },

  /** How many public profiles have a username starting with `name`. */
  usernamePrefixCount(name: string): SQL {
    const { from, to } = prefixBounds(name);
    return sql`select count(*) as n from users u
      where lower(u.username) collate "C" >= ${from}
        and lower(u.username) collate "C" < ${to}
        and ${PUBLIC_PROFILE}`;
  },

  /** Public profiles whose username is close to `name` without starting with it, closest first. */
  usernameSimilar(name: string, slice: Slice, cards: CardContext): SQL {
    const lowered = name.toLowerCase();
    return cardsOf(
      sql`select ${PROFILE_COLUMNS}, lower(u.username) <-> ${lowered} as distance, lower(u.username) as name_key
        from users u
        where lower(u.username) % ${lowered} and not starts_with(lower(u.username), ${lowered})
          and ${PUBLIC_PROFILE}`,
      {
        matchOrder: sql`lower(u.username) <-> ${lowered}, lower(u.username), u.id`,
        order: sql`m.distance, m.name_key, m.user_id`,
        card: PROFILE_CARD,
      },
      slice,
      { viewer: sql`${cards.viewer}`, targeted: cards.targeted },
    );
  },

  /**
   * Profiles with a verified account on a platform; followers are that account's. The matches
   * read only the accounts' index (listed accounts, with the filters' columns), so the rows a
   * filter skips cost no visit to a table; a price or rating bound reads the owner's card.
   */
  bySocial(filter: SocialFilter, slice: Slice, cards: CardContext): PageStatement {
    const {
      sort,
      countries,
      tags,
      maxPrice,
      minRating,
      verifiedOnly,
      brands,
      audience = {},
    } = filter;
    const hasCountries = countries.length > 0;
    const hasTags = tags.length > 0;
    const shape = `search.social${sort}.${flag(hasCountries)}${flag(hasTags)}${flag(maxPrice !== undefined)}${flag(minRating !== undefined)}${flag(verifiedOnly === true)}${flag(brands === true)}${audienceShape(audience)}`;
    type Key =
      | 'platform'
      | 'min'
      | 'max'
      | 'countries'
      | 'tags'
      | 'price'
      | 'rating'
      | 'offset'
      | 'limit'
      | keyof CardContext
      | AudienceKey;
    return pageStatement(
      cardShape(shape, cards),
      (value: (key: Key) => SQL) => {
        const byMatch = sort === 'audience_match';
        const [matchOrder, order] = byMatch
          ? // Best match first; no match (null) last; the account id keeps windows apart.
            [
              sql`audience_match desc nulls last, so.id desc`,
              sql`m.audience_match desc nulls last, m.social_id desc`,
            ]
          : sort === '-'
            ? [sql`so.followers desc, so.id desc`, sql`m.followers desc, m.social_id desc`]
            : sort === '+'
              ? [sql`so.followers asc, so.id asc`, sql`m.followers asc, m.social_id asc`]
              : [sql`so.id desc`, sql`m.social_id desc`];
        const card =
          maxPrice === undefined && minRating === undefined
            ? sql`true`
            : sql`exists (select 1 from profile_cards c where c.user_id = so.user_id
                and ${maxPrice === undefined ? sql`true` : sql`c.lowest_price <= ${value('price')}`}
                and ${minRating === undefined ? sql`true` : sql`c.rating >= ${value('rating')}`})`;
        return cardsOf(
          sql`select so.id as social_id, so.user_id, so.followers, so.countries, so.tags,
              so.profile_tags${byMatch ? sql`, ${audienceMatchOf(value('viewer'))} as audience_match` : sql``}
            from socials so
            where so.listed and so.platform = ${value('platform')}
              and so.followers >= ${value('min')} and so.followers <= ${value('max')}
              and ${anyOverlap(
                hasCountries ? sql`so.countries && ${value('countries')}::text[]` : undefined,
                // A tag is one idea: on the account or on its owner's profile (issue 53).
                hasTags
                  ? sql`(so.tags && ${value('tags')}::text[] or so.profile_tags && ${value('tags')}::text[])`
                  : undefined,
              )}
              and ${brands ? sql`true` : sql`so.creator`}
              and ${platformVerified(verifiedOnly)}
              and ${card}
              and ${audienceMatches(audience, value)}`,
          {
            matchOrder,
            order,
            // The card shows the tags it can be found by: the account's, then the profile's,
            // merged by the presenter (a subquery per card here cost the statement 9%).
            card: sql`'username', u.username, 'picture_hash', u.picture_hash,
              'followers', m.followers, 'countries', m.countries,
              'tags', m.tags, 'profile_tags', m.profile_tags, 'reply_time', u.reply_time`,
            join: sql`join users u on u.id = m.user_id`,
          },
          { offset: value('offset'), limit: value('limit') },
          cardValues(value, cards),
        );
      },
      {
        platform: filter.platform,
        min: filter.minFollowers ?? 0,
        max: filter.maxFollowers ?? 2_147_483_647,
        countries,
        tags,
        price: maxPrice,
        rating: minRating,
        ...audienceValues(audience),
        ...slice,
        ...cards,
      },
    );
  },

  /** Profiles by their own countries and tags, content creators only when asked. */
  byProfile(filter: ProfileFilter, slice: Slice, cards: CardContext): PageStatement {
    const { countries, tags, creatorsOnly } = filter;
    const hasCountries = countries.length > 0;
    const hasTags = tags.length > 0;
    return pageStatement(
      cardShape(`search.profile.${flag(hasCountries)}${flag(hasTags)}${flag(creatorsOnly)}`, cards),
      (value: (key: 'countries' | 'tags' | 'offset' | 'limit' | keyof CardContext) => SQL) =>
        cardsOf(
          sql`select ${PROFILE_COLUMNS} from users u
            where ${anyOverlap(
              hasCountries ? sql`u.countries && ${value('countries')}::text[]` : undefined,
              hasTags ? sql`u.tags && ${value('tags')}::text[]` : undefined,
            )}
              and ${creatorsOnly ? sql`u.is_content_creator` : sql`true`}
              and ${PUBLIC_PROFILE}`,
          { matchOrder: sql`u.id desc`, order: sql`m.user_id desc`, card: PROFILE_CARD },
          { offset: value('offset'), limit: value('limit') },
          cardValues(value, cards),
        ),
      { countries, tags, ...slice, ...cards },
    );
  },
};

import type { SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '@partnerly/shared';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import type { PageStatement } from '../../db/page-statement';
import type { CardContext, Slice } from './search.cards';
import { searchQueries, type ProfileFilter, type SocialFilter } from './search.queries';

/** A card as PostgreSQL builds it: one JSON value per result (search.queries.ts). */
export interface ResultRow {
  username: string;
  picture_hash: string | null;
  followers: number;
  countries: string[];
  tags: string[];
  /** A search by social's account: its owner's profile tags, shown after the account's own. */
  profile_tags?: string[];
  lowest_price: number | null;
  reply_time: 'hour' | 'day' | 'days' | null;
  /** Platforms of accounts still waiting for the admin. */
  pending: string[];
  /** The average of the published reviews to one decimal; null without. */
  rating: number | null;
  reviews_count: number;
  /** The platforms vouching for the verified accounts' numbers, in name order. */
  verified_sources: string[];
  /** The match to the viewer's target, 0 to 100; null without a target or verified data. */
  audience_match: number | null;
  /** The owner's id, for what the page reads after it (their results). */
  user_id: number;
  /** Whether the owner completed a deal: only then can they have results (decision 140). */
  has_results: boolean;
}

/**
 * A card's row: the card, and its verified accounts as the wire shows them to members, as
 * PostgreSQL keeps them (decision 144): JSON text, never parsed here.
 */
export interface CardRow {
  card: ResultRow;
  socials: string;
}

/** One window of results, and whether it is the last. */
export interface ResultPage {
  rows: CardRow[];
  isover: boolean;
}

export interface Window {
  /** The end of the window: rows [range - 10, range). */
  range: number;
}

/** Runs a search for one window, reading one row past it to know whether more follow. */
export function searchRepository(database: Pick<DatabaseHandle, 'db' | 'page'>) {
  const run = (query: SQL | PageStatement) => database.page<CardRow>(query);

  const toPage = (rows: CardRow[], isover: boolean): ResultPage => ({ rows, isover });

  /** The window and one row past it, to know whether more follow. */
  const sliceOf = (window: Window): Slice => ({
    offset: window.range - SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE + 1,
  });

  async function page(query: (slice: Slice) => PageStatement, window: Window): Promise<ResultPage> {
    const rows = await run(query(sliceOf(window)));
    return toPage(rows.slice(0, SEARCH_PAGE_SIZE), rows.length <= SEARCH_PAGE_SIZE);
  }

  return {
    /**
     * Prefix matches first, then close matches; the similarity search only runs when the
     * prefix matches do not fill the window, since it costs far more.
     */
    async byUsername(name: string, window: Window, cards: CardContext): Promise<ResultPage> {
      const slice = sliceOf(window);
      const { offset: start, limit: wanted } = slice;
      const found = await run(searchQueries.usernamePrefix(name, slice, cards));
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
          searchQueries.usernameSimilar(
            name,
            { offset: similarStart, limit: wanted - found.length },
            cards,
          ),
        );
        found.push(...rowsOf<CardRow>(similar));
      }
      return toPage(found.slice(0, SEARCH_PAGE_SIZE), found.length < wanted);
    },
    bySocial: (filter: SocialFilter, window: Window, cards: CardContext) =>
      page((slice) => searchQueries.bySocial(filter, slice, cards), window),
    byProfile: (filter: ProfileFilter, window: Window, cards: CardContext) =>
      page((slice) => searchQueries.byProfile(filter, slice, cards), window),
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

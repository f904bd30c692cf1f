import { sql, type SQL } from 'drizzle-orm';
import { cardAudiencesJson } from '../audience/card-audiences';
import { shownResultsJson } from '../track-record/card-results';

/** Rows [offset, offset + limit) of a search's matches, in its order. */
export interface Slice {
  offset: number;
  limit: number;
}

/** What a page's cards read beside their profiles (decision 132). */
export interface CardContext {
  /** The searching member: the cards' audience matches are to their own target (decision 117). */
  viewer: number;
}

/** `CardContext` in a statement: its values or their placeholders. */
export interface CardValues {
  viewer: SQL;
}

/**
 * A page of results: `matches` picks the page's rows `m` by their filter and order alone, and
 * only those rows then read their cards: the owner's row in `profile_cards`, which the
 * database keeps (decision 073), instead of a walk of five tables per card, and the owner's
 * verified audiences and results, in the same statement: a page is one round trip
 * (decision 132). Each card is one JSON value, built by PostgreSQL, which has cores to spare
 * while the server's one thread is the bottleneck. `card` is the card's keys and values from
 * the matches and `join` (the owner's users row, when the matches did not read it); `order` is
 * the matches' order on the page's columns.
 */
export function cardsOf(
  matches: SQL,
  { matchOrder, order, card, join }: { matchOrder: SQL; order: SQL; card: SQL; join?: SQL },
  { offset, limit }: { offset: SQL | number; limit: SQL | number },
  { viewer }: CardValues,
): SQL {
  return sql`select json_build_object(${card}, 'lowest_price', c.lowest_price,
      'socials', coalesce(c.socials, '[]'::json), 'pending', coalesce(c.pending, '{}'),
      'rating', c.rating, 'reviews_count', coalesce(c.reviews_count, 0),
      'audiences', ${cardAudiencesJson({ owner: sql`m.user_id`, viewer })},
      'results', ${shownResultsJson(sql`m.user_id`)}) as card
    from (${matches} order by ${matchOrder} offset ${offset} limit ${limit}) m
      ${join ?? sql``}
      left join profile_cards c on c.user_id = m.user_id
    order by ${order}`;
}

/** A page statement's placeholders for its `CardContext`. */
export const cardValues = (value: (key: keyof CardContext) => SQL): CardValues => ({
  viewer: value('viewer'),
});

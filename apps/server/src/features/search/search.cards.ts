import { sql, type SQL } from 'drizzle-orm';
import { matchPercentOf } from '../audience/audience-match';
import { audienceMatchOf } from './search.match-order';

/** Rows [offset, offset + limit) of a search's matches, in its order. */
export interface Slice {
  offset: number;
  limit: number;
}

/** What a page's cards read beside their profiles (decision 132). */
export interface CardContext {
  /** The searching member: the cards' audience matches are to their own target (decision 117). */
  viewer: number;
  /**
   * Whether the viewer has an audience target: only then do the cards compute their matches
   * (decision 144). Part of a page statement's shape, not one of its values.
   */
  targeted: boolean;
}

/** `CardContext` in a statement: the viewer's placeholder, and whether they have a target. */
export interface CardValues {
  viewer: SQL;
  targeted: boolean;
}

/**
 * A page of results: `matches` picks the page's rows `m` by their filter and order alone, and only
 * those rows then read their cards: the owner's row in `profile_cards`, which the database keeps
 * (decision 073), instead of a walk of five tables per card, in the same statement: a page is one
 * round trip (decision 132), and a second one only when one of its owners completed a deal,
 * which the row says and which alone can have verified results (decision 140). Each card is one
 * JSON value, built by PostgreSQL, which has cores to spare while the server's one thread is the
 * bottleneck, beside its accounts as the wire shows them to members, kept on the row and sent as
 * text, never parsed (decision 144); with a target, its audience match, the number alone.
 * `card` is the card's keys and values from the matches and `join` (the owner's users row, when
 * the matches did not read it); `order` is the matches' order on the page's columns.
 */
export function cardsOf(
  matches: SQL,
  { matchOrder, order, card, join }: { matchOrder: SQL; order: SQL; card: SQL; join?: SQL },
  { offset, limit }: { offset: SQL | number; limit: SQL | number },
  { viewer, targeted }: CardValues,
): SQL {
  // Without a target every match is null, and nothing is read for it.
  const match = targeted ? audienceMatchOf(viewer, sql`m.user_id`) : sql`null`;
  return sql`select json_build_object(${card}, 'lowest_price', c.lowest_price,
      'pending', coalesce(c.pending, '{}'), 'verified_sources', coalesce(c.verified_sources, '{}'),
      'rating', c.rating, 'reviews_count', coalesce(c.reviews_count, 0),
      'audience_match', ${matchPercentOf(match)},
      'user_id', m.user_id, 'has_results', coalesce(c.has_completed_orders, false)) as card,
      coalesce(c.shown_socials, '[]'::json)::text as socials
    from (${matches} order by ${matchOrder} offset ${offset} limit ${limit}) m
      ${join ?? sql``}
      left join profile_cards c on c.user_id = m.user_id
    order by ${order}`;
}

/** A page statement's `CardValues`: the viewer's placeholder, and the context's target. */
export const cardValues = (
  value: (key: 'viewer') => SQL,
  { targeted }: Pick<CardContext, 'targeted'>,
): CardValues => ({ viewer: value('viewer'), targeted });

/** A page statement's shape with its cards' own part: whether they compute matches. */
export const cardShape = (shape: string, { targeted }: Pick<CardContext, 'targeted'>) =>
  `${shape}${targeted ? '.t' : ''}`;

import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * Accented Latin letters (either case) and their plain lower-case letter. PostgreSQL's
 * `lower()` follows the database's locale (ASCII only under C, as on PGlite), so the map folds
 * the upper-case ones itself; `translate` is immutable, so an index can hold the folded words
 * on PGlite and PostgreSQL alike, with no extension (decision 059).
 */
export const FOLD_FROM =
  'áàâäãåāăąÁÀÂÄÃÅĀĂĄçćčÇĆČďĎéèêëēėęěÉÈÊËĒĖĘĚğĞíìîïīįıÍÌÎÏĪĮİłŁñńňÑŃŇóòôöõøōőÓÒÔÖÕØŌŐřŘśšşŚŠŞťŤúùûüūůűųÚÙÛÜŪŮŰŲýÿÝŸžźżŽŹŻ';
export const FOLD_TO =
  'aaaaaaaaaaaaaaaaaaccccccddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiiillnnnnnnoooooooooooooooorrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz';

/** Text folded for search: lower case, accents off. */
export const folded = (text: AnyColumn | SQL) =>
  sql`translate(lower(${text}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;

/** A message's words for full-text search, in the `simple` configuration (every language). */
export const searchVector = (text: AnyColumn | SQL) =>
  sql`to_tsvector('simple'::regconfig, ${folded(text)})`;

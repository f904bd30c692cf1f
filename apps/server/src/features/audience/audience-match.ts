import { sql, type SQL } from 'drizzle-orm';

/**
 * Where one account's audience match reads its parts: the account's audience (jsonb, as
 * `connection_audiences.audience`), the viewer's target (text arrays, null without one) and the
 * owner's visibility choices (null without a row: the defaults).
 */
export interface MatchParts {
  audience: SQL;
  countries: SQL;
  ages: SQL;
  genders: SQL;
  countriesEngagement: SQL;
  agesGenders: SQL;
}

/** A part of the audience (`list`) whose `key` is among `wanted`, as a fraction of 1; 1 for any. */
const fractionIn = (audience: SQL, list: string, key: string, wanted: SQL) =>
  sql`case when coalesce(cardinality(${wanted}), 0) = 0 then 1
    else least(coalesce((select sum((e ->> 'share')::numeric)
      from jsonb_array_elements(coalesce(${audience} -> ${sql.raw(`'${list}'`)}, '[]'::jsonb)) e
      where e ->> ${sql.raw(`'${key}'`)} = any(${wanted})), 0) / 100, 1) end`;

const isEmpty = (audience: SQL, list: string) =>
  sql`jsonb_array_length(coalesce(${audience} -> ${sql.raw(`'${list}'`)}, '[]'::jsonb)) = 0`;

/**
 * The share of one account's verified audience inside a brand's target, 0 to 1 unrounded, as
 * float8 (decision 110): the platforms give only the marginals (countries; ages and genders), so
 * the three are combined as independent, country share × age share × gender share. Null without
 * verified demographics for a part the target restricts, without a target, or when the creator
 * hid that part (every viewer of a match is a signed-in member, so `public` and `members` parts
 * count). The one formula for the cards' number and the search's sort (decision 117), so the two
 * cannot disagree.
 */
export function accountMatch(parts: MatchParts): SQL {
  const { audience, countries, ages, genders } = parts;
  const restricts = (part: SQL) => sql`coalesce(cardinality(${part}), 0) > 0`;
  const restrictsAgesGenders = sql`(${restricts(ages)} or ${restricts(genders)})`;
  // The target first: most viewers have none, and reading the audience (a jsonb of up to 45
  // countries, often compressed) for every account of every card cost a page more than the
  // rest of its match did (bench:search, 2026-11-30).
  return sql`(case
      when not ${restricts(countries)} and not ${restrictsAgesGenders} then null
      when ${audience} ->> 'unavailable' is not null then null
      when ${restricts(countries)} and (coalesce(${parts.countriesEngagement}, 'public') = 'hidden'
        or ${isEmpty(audience, 'countries')}) then null
      when ${restrictsAgesGenders} and coalesce(${parts.agesGenders}, 'members') = 'hidden' then null
      when ${restricts(ages)} and ${isEmpty(audience, 'ages')} then null
      when ${restricts(genders)} and ${isEmpty(audience, 'genders')} then null
      else ${fractionIn(audience, 'countries', 'code', countries)}
        * ${fractionIn(audience, 'ages', 'range', ages)}
        * ${fractionIn(audience, 'genders', 'gender', genders)}
      end)::float8`;
}

/**
 * `accountMatch` in a statement that calls the account's audience row `ca`, the viewer's target
 * `t` and the owner's visibility choices `av`: the search's sort and the cards' own numbers
 * (decision 132).
 */
export const accountMatchOfAliases = (): SQL =>
  accountMatch({
    audience: sql`ca.audience`,
    countries: sql`t.countries`,
    ages: sql`t.ages`,
    genders: sql`t.genders`,
    countriesEngagement: sql`av.countries_engagement`,
    agesGenders: sql`av.ages_genders`,
  });

/** The match shown on a card: a percentage, 0 to 100. */
export const matchPercent = (match: number) => Math.round(match * 100);

/**
 * `matchPercent` in SQL, for a card built by PostgreSQL (decision 144): in double precision, as
 * JavaScript rounds (`Math.round` is `floor(x + 0.5)`); null stays null.
 */
export const matchPercentOf = (match: SQL): SQL => sql`floor(${match} * 100 + 0.5)`;

import { sql, type SQL } from 'drizzle-orm';

/**
 * The part of an audience (`ca.audience -> list`) whose `key` is in the target's `wanted`, as a
 * fraction of 1; 1 when the target leaves that part open (any). Mirrors `fractionIn` in
 * audience/audience-match.ts, which computes the number the cards show.
 */
const fractionIn = (list: string, key: string, wanted: SQL) =>
  sql`case when cardinality(${wanted}) = 0 then 1
    else least(coalesce((select sum((e ->> 'share')::numeric)
      from jsonb_array_elements(coalesce(ca.audience -> ${sql.raw(`'${list}'`)}, '[]'::jsonb)) e
      where e ->> ${sql.raw(`'${key}'`)} = any(${wanted})), 0) / 100, 1) end`;

const isEmpty = (list: string) =>
  sql`jsonb_array_length(coalesce(ca.audience -> ${sql.raw(`'${list}'`)}, '[]'::jsonb)) = 0`;

/**
 * The audience match (0 to 1, unrounded) of the account `so`'s owner for the viewer whose id
 * `viewer` holds, in SQL so that a search sorted by it pages through the whole filtered set
 * (decision 117): the best of the owner's connected accounts, each as `audienceMatch` in
 * audience-match.ts computes it (decision 110): null without verified demographics, without a
 * target, or when the target restricts a part the creator hid (a search is always a signed-in
 * member's, so `public` and `members` parts count). The target read is the viewer's own only.
 */
export function audienceMatchOf(viewer: SQL): SQL {
  const restrictsCountries = sql`cardinality(t.countries) > 0`;
  const restrictsAgesGenders = sql`(cardinality(t.ages) > 0 or cardinality(t.genders) > 0)`;
  return sql`(select max(case
      when ca.audience ->> 'unavailable' is not null then null
      when not ${restrictsCountries} and not ${restrictsAgesGenders} then null
      when ${restrictsCountries}
        and (coalesce(av.countries_engagement, 'public') = 'hidden' or ${isEmpty('countries')}) then null
      when ${restrictsAgesGenders} and coalesce(av.ages_genders, 'members') = 'hidden' then null
      when cardinality(t.ages) > 0 and ${isEmpty('ages')} then null
      when cardinality(t.genders) > 0 and ${isEmpty('genders')} then null
      else ${fractionIn('countries', 'code', sql`t.countries`)}
        * ${fractionIn('ages', 'range', sql`t.ages`)}
        * ${fractionIn('genders', 'gender', sql`t.genders`)}
      end)
    from platform_connections pc
      join connection_audiences ca on ca.connection_id = pc.id
      join audience_targets t on t.user_id = ${viewer}
      left join audience_visibility av on av.user_id = pc.user_id
    where pc.user_id = so.user_id)`;
}

import { sql, type SQL } from 'drizzle-orm';

/**
 * The verified-audience filters of a search by social (issue 48 point 3, decision 110). Each is
 * optional; together they must all hold on one verified account's last platform read.
 */
export interface AudienceFilter {
  /** ISO 3166-1 alpha-2, upper case, as the audience stores it. */
  country?: string;
  age?: string;
  gender?: string;
  /** Each chosen country, age and gender holds at least this percent (otherwise: any share). */
  minShare?: number;
  minEngagementRate?: number;
}

export type AudienceKey =
  'audienceCountry' | 'audienceAge' | 'audienceGender' | 'audienceShare' | 'engagement';

/**
 * The bounds the audience keys are kept at (migration 0048's `audience_search_steps`, which the
 * plan tests compare with these): shares in percent, and the engagement rate in percent.
 */
export const AUDIENCE_SEARCH_STEPS = {
  share: [0, 5, 10, 20, 30, 50],
  engagement: [0, 1, 2, 3, 5, 10],
} as const;

const onStep = (steps: readonly number[], bound: number | undefined) =>
  bound === undefined || steps.includes(bound);

/**
 * Whether the keys alone answer the filter: each bound is one the keys are kept at. Otherwise
 * the keys only narrow the accounts and the audience itself is checked.
 */
const keysAnswer = (filter: AudienceFilter) =>
  onStep(AUDIENCE_SEARCH_STEPS.share, filter.minShare) &&
  onStep(AUDIENCE_SEARCH_STEPS.engagement, filter.minEngagementRate);

/** Which filters a statement carries, as part of its shape (page-statement.ts). */
export function audienceShape(filter: AudienceFilter): string {
  const on = (value: unknown) => (value === undefined ? '0' : '1');
  return `.a${on(filter.country)}${on(filter.age)}${on(filter.gender)}${on(filter.minEngagementRate)}${keysAnswer(filter) ? 'k' : 'x'}`;
}

/** The placeholders' values; absent filters fill theirs with values the statement never reads. */
export function audienceValues(filter: AudienceFilter): Record<AudienceKey, unknown> {
  return {
    audienceCountry: filter.country ?? null,
    audienceAge: filter.age ?? null,
    audienceGender: filter.gender ?? null,
    audienceShare: filter.minShare ?? 0,
    engagement: filter.minEngagementRate ?? 0,
  };
}

/**
 * A share of the audience under `list` whose `key` is the value: present, above zero and at
 * least the asked share.
 */
const shareOf = (list: string, key: string, value: SQL, share: SQL) =>
  sql`exists (select 1 from jsonb_array_elements(ca.audience -> ${sql.raw(`'${list}'`)}) e
    where e ->> ${sql.raw(`'${key}'`)} = ${value}::text
      and (e ->> 'share')::numeric > 0 and (e ->> 'share')::numeric >= ${share}::numeric)`;

/**
 * The condition on a search's account `so`: its platform connection's audience (so only
 * accounts whose numbers come from their platform) matches every given filter, and no filter
 * reads a part its creator hid. Searching is for signed-in members, so `public` and `members`
 * parts may be searched and only `hidden` ones may not (decision 104's defaults when the
 * creator never chose).
 * It reads the account's audience keys (decision 119, migration 0048; numbers since decision
 * 134, migration 0050), which the database keeps from the audience and the creator's
 * choices: `audience_keys <> '{}'` is the predicate
 * of the index of accounts with a searchable audience, so the window walks that index in its
 * order, and the keys the filters ask for skip from the index alone the accounts that do not
 * match. A bound between two steps asks for the step below it, and the audience itself is
 * then checked too.
 */
export function audienceMatches(filter: AudienceFilter, value: (key: AudienceKey) => SQL): SQL {
  const { country, age, gender, minEngagementRate } = filter;
  if ([country, age, gender, minEngagementRate].every((given) => given === undefined)) {
    return sql`true`;
  }
  const share = value('audienceShare');
  const keyOf = (part: string, given: SQL, atLeast: SQL) =>
    sql`audience_search_key(${sql.raw(`'${part}'`)}, ${given}::text, ${atLeast}::numeric)`;
  const keys: SQL[] = [];
  if (country !== undefined) keys.push(keyOf('c', value('audienceCountry'), share));
  if (age !== undefined) keys.push(keyOf('a', value('audienceAge'), share));
  if (gender !== undefined) keys.push(keyOf('g', value('audienceGender'), share));
  if (minEngagementRate !== undefined) keys.push(keyOf('e', sql`''`, value('engagement')));
  // The keys in a subquery: computed once per statement, not once per account.
  const byKeys = sql`so.audience_keys <> '{}' and so.audience_keys @> (select array[${sql.join(keys, sql`, `)}])`;
  if (keysAnswer(filter)) return byKeys;

  // Hidden parts have no keys, so the keys already left out what a creator hid.
  const parts: SQL[] = [];
  if (country !== undefined) {
    parts.push(shareOf('countries', 'code', value('audienceCountry'), share));
  }
  if (age !== undefined) parts.push(shareOf('ages', 'range', value('audienceAge'), share));
  if (gender !== undefined)
    parts.push(shareOf('genders', 'gender', value('audienceGender'), share));
  if (minEngagementRate !== undefined) {
    parts.push(sql`(ca.audience ->> 'engagementRate')::numeric >= ${value('engagement')}::numeric`);
  }
  return sql`${byKeys} and exists (select 1 from platform_connections pc
      join connection_audiences ca on ca.connection_id = pc.id
    where pc.user_id = so.user_id and pc.platform = so.source
      and ${sql.join(parts, sql` and `)})`;
}

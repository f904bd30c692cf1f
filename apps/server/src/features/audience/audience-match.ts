import type { AudienceTarget } from '@partnerly/shared';
import type { PlatformAudience } from './audience';

/** The sum of the shares (percent) whose key is among `wanted`, as a fraction; all when none is. */
const fractionIn = <T extends { share: number }>(
  shares: T[],
  keyOf: (share: T) => string,
  wanted: string[],
): number => {
  if (wanted.length === 0) return 1;
  const total = shares
    .filter((share) => wanted.includes(keyOf(share)))
    .reduce((sum, share) => sum + share.share, 0);
  return Math.min(total / 100, 1);
};

/**
 * The share of an account's verified audience inside a brand's target, 0 to 100 (decision
 * 110): the platforms give only the marginals (countries; ages and genders), so the three are
 * combined as independent, country share × age share × gender share. Null without verified
 * demographics for a part the target restricts, or when the creator hides that part.
 */
export function audienceMatch(
  audience: PlatformAudience | undefined,
  target: AudienceTarget,
  shown: { countries: boolean; agesGenders: boolean },
): number | null {
  if (!audience || audience.unavailable) return null;
  const restricts = {
    countries: target.countries.length > 0,
    agesGenders: target.ages.length > 0 || target.genders.length > 0,
  };
  if (!restricts.countries && !restricts.agesGenders) return null;
  if (restricts.countries && (!shown.countries || audience.countries.length === 0)) return null;
  if (restricts.agesGenders && !shown.agesGenders) return null;
  if (target.ages.length > 0 && audience.ages.length === 0) return null;
  if (target.genders.length > 0 && audience.genders.length === 0) return null;
  const match =
    fractionIn(audience.countries, (share) => share.code, target.countries) *
    fractionIn(audience.ages, (share) => share.range, target.ages) *
    fractionIn(audience.genders, (share) => share.gender, target.genders);
  return Math.round(match * 100);
}

import { describe, expect, it } from 'vitest';
import { audienceMatch } from './audience-match';
import { INSTAGRAM } from './audience.harness';

const SHOWN = { countries: true, agesGenders: true };
const target = (countries: string[], ages: string[] = [], genders: string[] = []) =>
  ({ countries, ages, genders }) as Parameters<typeof audienceMatch>[1];

describe('audienceMatch (decision 110)', () => {
  it('multiplies the marginal shares of the target: country × age × gender', () => {
    // US 40% + FR 20% = 0.6; 18-24 30% + 25-34 50% = 0.8; female 60% = 0.6 -> 28.8%.
    expect(
      audienceMatch(INSTAGRAM, target(['US', 'FR'], ['18-24', '25-34'], ['female']), SHOWN),
    ).toBe(29);
    expect(audienceMatch(INSTAGRAM, target(['US']), SHOWN)).toBe(40);
    expect(audienceMatch(INSTAGRAM, target([], ['65+']), SHOWN)).toBe(20);
    expect(audienceMatch(INSTAGRAM, target(['BR']), SHOWN)).toBe(0);
  });

  it('is null without verified data, without a target, or on a part the creator hides', () => {
    expect(audienceMatch(undefined, target(['US']), SHOWN)).toBeNull();
    expect(
      audienceMatch({ ...INSTAGRAM, unavailable: 'under-100-followers' }, target(['US']), SHOWN),
    ).toBeNull();
    expect(audienceMatch(INSTAGRAM, target([]), SHOWN)).toBeNull();
    expect(
      audienceMatch(INSTAGRAM, target([], [], ['male']), { countries: true, agesGenders: false }),
    ).toBeNull();
    expect(
      audienceMatch(INSTAGRAM, target(['US']), { countries: false, agesGenders: true }),
    ).toBeNull();
  });
});

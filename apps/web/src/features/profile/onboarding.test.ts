import { describe, expect, it } from 'vitest';
import type { UserData } from '@partnerly/shared';
import { onboardingSteps } from './onboarding';

const fresh = {
  profile_picture: null,
  profile_text: '  ',
  socials: [],
  manule_socials: [],
  links: [],
  is_active: false,
} satisfies Partial<UserData>;

const doneIds = (steps: ReturnType<typeof onboardingSteps>) =>
  steps.filter((step) => step.done).map((step) => step.id);

describe('onboardingSteps', () => {
  it('lists six open steps for a fresh, hidden profile with a blank bio', () => {
    const steps = onboardingSteps(fresh, false);
    expect(steps.map((step) => step.id)).toEqual([
      'picture',
      'bio',
      'social',
      'link',
      'shared',
      'visible',
    ]);
    expect(doneIds(steps)).toEqual([]);
  });

  it('counts a social waiting for verification as the first social', () => {
    const pending = { ...fresh, manule_socials: [{}] } as unknown as typeof fresh;
    expect(doneIds(onboardingSteps(pending, false))).toEqual(['social']);
  });

  it('ticks every step of a filled, visible profile whose link was copied', () => {
    const filled = {
      profile_picture: '/media/a.jpg',
      profile_text: 'Daily workouts.',
      socials: [{}],
      manule_socials: [],
      links: [{}],
      is_active: true,
    } as unknown as typeof fresh;
    expect(onboardingSteps(filled, true).every((step) => step.done)).toBe(true);
  });
});

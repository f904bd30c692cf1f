import { z } from 'zod';

/**
 * The /profile checklist's marks the server keeps, in the user data as `onboarding`: the
 * other steps are read from the profile itself.
 */
export interface OnboardingData {
  /** The user pressed Copy on their public link (to put it in a bio). */
  link_copied: boolean;
  /** The user put the checklist away. */
  dismissed: boolean;
}

export const ONBOARDING_MARKS = ['link_copied', 'dismissed'] as const;
export type OnboardingMark = (typeof ONBOARDING_MARKS)[number];

/** POST /api/onboarding/: sets one mark; marks are never unset. */
export const onboardingMarkSchema = z.object({
  step: z.enum(ONBOARDING_MARKS, { error: 'Choose link_copied or dismissed.' }),
});

import type { UserData } from '@partnerly/shared';

export type OnboardingStepId = 'picture' | 'bio' | 'social' | 'link' | 'shared' | 'visible';

export interface OnboardingStep {
  id: OnboardingStepId;
  label: string;
  done: boolean;
}

type ProfileFacts = Pick<
  UserData,
  'profile_picture' | 'profile_text' | 'socials' | 'manule_socials' | 'links' | 'is_active'
>;

/**
 * The first steps of a new profile, in the order they are best done, read from the profile;
 * `linkCopied` is whether the user pressed Copy on their public link (a mark the server keeps).
 */
export function onboardingSteps(user: ProfileFacts, linkCopied: boolean): OnboardingStep[] {
  return [
    { id: 'picture', label: 'Add a profile picture', done: user.profile_picture !== null },
    { id: 'bio', label: 'Write your bio', done: user.profile_text.trim() !== '' },
    {
      id: 'social',
      label: 'Add your first social account',
      // Submitted for verification counts: the rest is the admin's part.
      done: user.socials.length + user.manule_socials.length > 0,
    },
    { id: 'link', label: 'Add your first link', done: user.links.length > 0 },
    { id: 'shared', label: 'Copy your public link into a bio', done: linkCopied },
    { id: 'visible', label: 'Make your profile visible', done: user.is_active },
  ];
}

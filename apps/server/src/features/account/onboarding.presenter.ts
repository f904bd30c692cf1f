import type { OnboardingData } from '@partnerly/shared';
import type { User } from '../users/user';

/** The checklist marks as the user data carries them. */
export function presentOnboarding(user: User): OnboardingData {
  return { link_copied: user.onboardingLinkCopied, dismissed: user.onboardingDismissed };
}

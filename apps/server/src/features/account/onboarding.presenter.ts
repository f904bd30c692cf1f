import type { OnboardingData } from '@partnerly/shared';
import type { UserRow } from '../users/users.repository';

/** The checklist marks as the user data carries them. */
export function presentOnboarding(user: UserRow): OnboardingData {
  return { link_copied: user.onboardingLinkCopied, dismissed: user.onboardingDismissed };
}

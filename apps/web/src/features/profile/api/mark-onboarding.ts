import { useMutation } from '@tanstack/react-query';
import type { OnboardingData, OnboardingMark } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** POST /api/onboarding/: sets one checklist mark; answers them all. */
export function markOnboarding(step: OnboardingMark): Promise<OnboardingData> {
  return apiRequest('/api/onboarding/', { method: 'POST', body: { step } });
}

/**
 * Sets a checklist mark on the server, where it survives logout (which clears the browser's
 * storage) and other devices. The checklist reacts at once; a failed call leaves the mark for
 * this visit only.
 */
export function useMarkOnboarding() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: markOnboarding,
    onMutate: (step) =>
      updateProfile((user) => ({ ...user, onboarding: { ...user.onboarding, [step]: true } })),
    onSuccess: (onboarding) => updateProfile((user) => ({ ...user, onboarding })),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { AudienceVisibilityData, AudienceVisibilityInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** PUT /api/audience-visibility/: who sees which part of the verified audience. */
export function saveAudienceVisibility(choice: AudienceVisibilityInput) {
  return apiRequest<AudienceVisibilityData>('/api/audience-visibility/', {
    method: 'PUT',
    body: choice,
  });
}

/** The choice as the server stored it goes into the cached user data; a failure changes nothing. */
export function useSaveAudienceVisibility() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: saveAudienceVisibility,
    onSuccess: (choice) => updateProfile((user) => ({ ...user, audience_visibility: choice })),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ResultsVisibilityInput, TrackRecord } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** PUT /api/results-visibility/: hide or show the verified results on the page. */
export function saveResultsVisibility(choice: ResultsVisibilityInput) {
  return apiRequest<{ results: TrackRecord | null; hidden: boolean }>('/api/results-visibility/', {
    method: 'PUT',
    body: choice,
  });
}

/** The stored choice goes into the cached user data; a failure changes nothing. */
export function useSaveResultsVisibility() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: saveResultsVisibility,
    onSuccess: (saved) =>
      updateProfile((user) => ({ ...user, results: saved.results, results_hidden: saved.hidden })),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** POST /api/change_visibility/: flips the public profile; answers [is_active]. */
export function changeVisibility(): Promise<[boolean]> {
  return apiRequest('/api/change_visibility/', { method: 'POST' });
}

/** The eye toggle: the new state comes from the server; a failure changes nothing. */
export function useChangeVisibility() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: changeVisibility,
    onSuccess: ([isActive]) => updateProfile((user) => ({ ...user, is_active: isActive })),
  });
}

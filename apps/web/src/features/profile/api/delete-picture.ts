import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** DELETE api/save_pp/: back to the default avatar. */
export function deletePicture(): Promise<unknown> {
  return apiRequest('/api/save_pp/', { method: 'DELETE' });
}

/** Deleting the picture; a failure is ignored (docs/SPEC.md section 8). */
export function useDeletePicture() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: deletePicture,
    onSuccess: () => updateProfile((user) => ({ ...user, profile_picture: null })),
  });
}

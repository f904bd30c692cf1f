import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** DELETE api/add_ad/. */
export function deleteAd(adId: number): Promise<unknown> {
  return apiRequest('/api/add_ad/', { method: 'DELETE', body: { adId } });
}

/** Deleting an ad; a failure is ignored (docs/SPEC.md section 8). */
export function useDeleteAd() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_, adId) =>
      updateProfile((user) => ({ ...user, ads: user.ads.filter((ad) => ad.id !== adId) })),
  });
}

import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { apiRequest } from '../../../lib/api-client';
import { DELETE_FAILED, useUpdateOwnProfile } from './profile-cache';

/** DELETE api/manuel_social_media/: withdraws an account still in verification. */
export function deleteManualSocial(socialId: number): Promise<unknown> {
  return apiRequest('/api/manuel_social_media/', { method: 'DELETE', body: { socialId } });
}

export function useDeleteManualSocial() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: deleteManualSocial,
    onSuccess: (_, socialId) =>
      updateProfile((user) => ({
        ...user,
        manule_socials: user.manule_socials.filter((social) => social.id !== socialId),
      })),
    onError: () => notifications.show({ color: 'red', message: DELETE_FAILED }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { apiRequest } from '../../../lib/api-client';
import { DELETE_FAILED, useUpdateOwnProfile } from './profile-cache';

/** DELETE api/social_media/: removes a verified account. */
export function deleteSocial(socialId: number): Promise<unknown> {
  return apiRequest('/api/social_media/', { method: 'DELETE', body: { socialId } });
}

export function useDeleteSocial() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: deleteSocial,
    onSuccess: (_, socialId) =>
      updateProfile((user) => ({
        ...user,
        socials: user.socials.filter((social) => social.id !== socialId),
      })),
    onError: () => notifications.show({ color: 'red', message: DELETE_FAILED }),
  });
}

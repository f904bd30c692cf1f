import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { apiRequest } from '../../../lib/api-client';
import { DELETE_FAILED, useUpdateOwnProfile } from './profile-cache';

/** DELETE api/linkview/. */
export function deleteLink(linkId: number): Promise<unknown> {
  return apiRequest('/api/linkview/', { method: 'DELETE', body: { linkId } });
}

export function useDeleteLink() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: deleteLink,
    onSuccess: (_, linkId) =>
      updateProfile((user) => ({
        ...user,
        links: user.links.filter((link) => link.id !== linkId),
      })),
    onError: () => notifications.show({ color: 'red', message: DELETE_FAILED }),
  });
}

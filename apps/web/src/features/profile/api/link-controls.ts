import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { OwnLinkData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useUpdateOwnProfile } from './profile-cache';

/** PUT api/linkview/: hides the link from the public page or shows it again. */
export function setLinkHidden(linkId: number, hidden: boolean): Promise<OwnLinkData> {
  return apiRequest('/api/linkview/', { method: 'PUT', body: { linkId, hidden } });
}

/** PUT api/linkview/order/: answers the links in their stored order. */
export function reorderLinks(ids: number[]): Promise<OwnLinkData[]> {
  return apiRequest('/api/linkview/order/', { method: 'PUT', body: { ids } });
}

export function useSetLinkHidden() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: ({ linkId, hidden }: { linkId: number; hidden: boolean }) =>
      setLinkHidden(linkId, hidden),
    onSuccess: (changed) =>
      updateProfile((user) => ({
        ...user,
        links: user.links.map((link) => (link.id === changed.id ? changed : link)),
      })),
    onError: () =>
      notifications.show({ color: 'red', message: 'The link could not be changed. Try again.' }),
  });
}

export function useReorderLinks() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: reorderLinks,
    onSuccess: (links) => updateProfile((user) => ({ ...user, links })),
    onError: () =>
      notifications.show({ color: 'red', message: 'The new order could not be saved. Try again.' }),
  });
}

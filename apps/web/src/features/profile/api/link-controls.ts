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

/** Moves the links at once (a dropped row stays where it was dropped), then stores the order. */
export function useReorderLinks() {
  const updateProfile = useUpdateOwnProfile();
  return useMutation({
    mutationFn: reorderLinks,
    onMutate: (ids: number[]) => {
      let before: OwnLinkData[] = [];
      updateProfile((user) => {
        before = user.links;
        const byId = new Map(user.links.map((link) => [link.id, link]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        return { ...user, links: moved.length === user.links.length ? moved : user.links };
      });
      return { before };
    },
    onSuccess: (links) => updateProfile((user) => ({ ...user, links })),
    onError: (_error, _ids, context) => {
      if (context) updateProfile((user) => ({ ...user, links: context.before }));
      notifications.show({ color: 'red', message: 'The new order could not be saved. Try again.' });
    },
  });
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminData, AdminList } from '@partnerly/shared';
import {
  appendAdminPage,
  enqueueAdminItem,
  prependAdminItem,
  removeAdminItem,
} from '../admin-cache';
import type { AdminItems } from '../admin-cache';
import { adminDataQuery, fetchAdminPage } from '../api/admin-data';
import { showAdminError } from './use-admin-action';

/**
 * One admin list as loaded so far (the first 50, then a page per "Load more"), with the
 * changes the console makes to it. Only for the console, which renders after the data loads.
 */
export function useAdminList<L extends AdminList>(list: L) {
  const queryClient = useQueryClient();
  const { data } = useQuery(adminDataQuery);
  const [loadingMore, setLoadingMore] = useState(false);
  const items = (data?.[list] ?? []) as AdminItems[L][];
  const total = data?.totals[list] ?? 0;

  const change = (update: (old: AdminData) => AdminData) => {
    queryClient.setQueryData(adminDataQuery.queryKey, (old) => (old ? update(old) : old));
  };

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchAdminPage(list, items.length);
      change((old) => appendAdminPage(old, list, page));
    } catch {
      showAdminError();
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items,
    total,
    hasMore: items.length < total,
    loadingMore,
    loadMore,
    remove: (id: number) => change((old) => removeAdminItem(old, list, id)),
    prepend: (item: AdminItems[L]) => change((old) => prependAdminItem(old, list, item)),
  };
}

/** Adds an item at the end of another list's queue (see enqueueAdminItem). */
export function useEnqueueAdminItem() {
  const queryClient = useQueryClient();
  return <L extends AdminList>(list: L, item: AdminItems[L]) => {
    queryClient.setQueryData(adminDataQuery.queryKey, (old) =>
      old ? enqueueAdminItem(old, list, item) : old,
    );
  };
}

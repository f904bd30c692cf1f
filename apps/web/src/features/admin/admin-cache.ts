import type {
  AdminContact,
  AdminData,
  AdminList,
  AdminManualSocial,
  AdminPromoCode,
  AdminSocial,
} from '@partnerly/shared';

/** The item type of each admin list. */
export interface AdminItems {
  contacts: AdminContact;
  promo_codes: AdminPromoCode;
  manule_socials: AdminManualSocial;
  socials: AdminSocial;
}

/** One page of an admin list, as GET /api/admin/list/{list}/ answers it. */
export interface AdminPage<L extends AdminList> {
  items: AdminItems[L][];
  total: number;
}

function withList<L extends AdminList>(
  data: AdminData,
  list: L,
  items: AdminItems[L][],
  total: number,
): AdminData {
  return { ...data, [list]: items, totals: { ...data.totals, [list]: Math.max(total, 0) } };
}

const itemsOf = <L extends AdminList>(data: AdminData, list: L) => data[list] as AdminItems[L][];

/** The data without the item `id` of `list` (done, deleted or declined), one fewer in all. */
export function removeAdminItem(data: AdminData, list: AdminList, id: number): AdminData {
  const items = itemsOf(data, list);
  const kept = items.filter((item) => item.id !== id);
  if (kept.length === items.length) return data;
  return withList(data, list, kept, data.totals[list] - 1);
}

/** The data with a new item first in `list` (a promo code just created). */
export function prependAdminItem<L extends AdminList>(
  data: AdminData,
  list: L,
  item: AdminItems[L],
): AdminData {
  const items = itemsOf(data, list).filter((existing) => existing.id !== item.id);
  return withList(data, list, [item, ...items], data.totals[list] + 1);
}

/** The data with the next page of `list` appended (items already shown are not repeated). */
export function appendAdminPage<L extends AdminList>(
  data: AdminData,
  list: L,
  page: AdminPage<L>,
): AdminData {
  const items = itemsOf(data, list);
  const shown = new Set(items.map((item) => item.id));
  const fresh = page.items.filter((item) => !shown.has(item.id));
  // Nothing new (the list changed under us): stop offering more rather than ask again.
  const total = fresh.length === 0 ? items.length : page.total;
  return withList(data, list, [...items, ...fresh], total);
}

/**
 * The data with an item that joins the end of `list` on the server (a social just accepted
 * is the newest in the re-check queue): shown at once when the whole list is loaded,
 * otherwise counted and reached with "Load more".
 */
export function enqueueAdminItem<L extends AdminList>(
  data: AdminData,
  list: L,
  item: AdminItems[L],
): AdminData {
  const items = itemsOf(data, list);
  if (items.some((existing) => existing.id === item.id)) return data;
  const total = data.totals[list];
  return withList(data, list, items.length >= total ? [...items, item] : items, total + 1);
}

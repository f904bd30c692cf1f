import {
  ADMIN_LISTS,
  socialLink,
  type AdminContact,
  type AdminList,
  type AdminManualSocial,
  type AdminPromoCode,
  type AdminSocial,
  type Platform,
} from '@partnerly/shared';
import type { contactMessages, manualSocials, promoCodes, socials } from '../../db/schema';
import type { User } from '../users/user';

/** One page of an admin list as the console reads it. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** A page of rows from the repository, presented item by item. */
export const presentPage = <R, T>(
  page: { rows: R[]; total: number },
  present: (row: R) => T,
): AdminPage<T> => ({ total: page.total, items: page.rows.map(present) });

export const presentContact = (row: {
  message: typeof contactMessages.$inferSelect;
  username: string | null;
}): AdminContact => ({
  id: row.message.id,
  name: row.message.name,
  email: row.message.email,
  subject: row.message.subject,
  user: row.username,
  date: row.message.createdAt.toISOString(),
  message: row.message.message,
});

export const presentPromoCode = (row: typeof promoCodes.$inferSelect): AdminPromoCode => ({
  id: row.id,
  code: row.code,
  email: row.email ?? '',
  exprial_date: row.expiresOn,
  percent: row.percent,
  amount: row.amount,
});

export const presentManualSocial = (row: {
  pending: typeof manualSocials.$inferSelect;
  owner: string;
}): AdminManualSocial => ({
  id: row.pending.id,
  social_media: row.pending.platform,
  username: row.pending.handle,
  name: row.owner,
  message: socialLink(row.pending.platform as Platform, row.pending.handle),
});

export const presentSocial = (row: {
  social: typeof socials.$inferSelect;
  owner: string;
}): AdminSocial => ({
  id: row.social.id,
  username: row.owner,
  update_date: row.social.updatedAt.toISOString(),
  link: row.social.link,
  followers: row.social.followers,
});

/** GET api/admin/data/: each list's first page, and every list's total. */
export function presentAdminData(pages: { [L in AdminList]: AdminPage<unknown> }) {
  return {
    contacts: pages.contacts.items,
    promo_codes: pages.promo_codes.items,
    manule_socials: pages.manule_socials.items,
    socials: pages.socials.items,
    totals: Object.fromEntries(ADMIN_LISTS.map((list) => [list, pages[list].total])),
  };
}

/** A manual social the admin accepted, now a verified one. */
export const presentAcceptedSocial = (social: typeof socials.$inferSelect) => ({
  id: social.id,
  link: social.link,
  followers: social.followers,
});

/** A promo code just created. */
export const presentCreatedPromo = (row: { id: number; code: string }) => ({
  id: row.id,
  code: row.code,
});

/** An account the admin created, with its password shown this once. */
export const presentCreatedUser = (user: User, password: string) => ({
  username: user.username,
  email: user.email,
  password,
});

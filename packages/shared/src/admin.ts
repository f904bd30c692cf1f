import { z } from 'zod';
import { LIMITS, NUMBER_LIMITS } from './limits';
import { digits, jsonId, jsonInteger, requiredEmail, requiredText } from './fields';
import { usernameSchema } from './username';

export const PROMO_DEFAULTS = { expDate: '2030-01-01', amount: 1, percent: 100 } as const;

/** POST /api/admin/create-promo/ (docs/SPEC.md section 5, admin promo creation). */
export const createPromoSchema = z.object({
  name: requiredText(LIMITS.promoCode),
  expDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date.')
    .default(PROMO_DEFAULTS.expDate),
  amount: jsonInteger(1, NUMBER_LIMITS.promoUses, {
    type: 'Enter a number.',
    min: 'At least one use.',
    max: 'At most 1,000,000 uses.',
  }).default(PROMO_DEFAULTS.amount),
  percent: jsonInteger(1, 100, {
    type: 'Enter a number.',
    min: 'Between 1 and 100.',
    max: 'Between 1 and 100.',
  }).default(PROMO_DEFAULTS.percent),
  email: z.union([z.literal(''), z.email('Enter a valid email address.')]).optional(),
});
export type CreatePromoInput = z.input<typeof createPromoSchema>;

/** `/api/admin/*` ids in the path. */
export const idParamSchema = z.object({
  id: digits(
    z.number().int().positive().max(NUMBER_LIMITS.id, 'Send a valid id.'),
    'Send a valid id.',
  ),
});

const followerCount = jsonInteger(0, NUMBER_LIMITS.followers, {
  type: 'Enter the follower count.',
  min: "Followers can't be negative.",
  max: 'Enter a real follower count.',
});

const adminItemId = jsonId();

/** POST /api/admin/manuel_social_media/ (accept) and PUT /api/admin/update_socials/. */
export const followersUpdateSchema = z.object({ id: adminItemId, followers: followerCount });

/** DELETE /api/admin/manuel_social_media/ (decline) and POST /api/admin/update_socials/ (delete). */
export const adminIdBodySchema = z.object({ id: adminItemId });

/** POST /api/admin/add-user/. */
export const addUserSchema = z.object({ username: usernameSchema, email: requiredEmail() });

export const ADMIN_LISTS = ['contacts', 'promo_codes', 'manule_socials', 'socials'] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];

/** GET /api/admin/list/{list}/?offset=: the next page of one admin list. */
export const adminListQuerySchema = z.object({
  offset: digits(z.number().int().min(0).max(NUMBER_LIMITS.listOffset)).default(0),
});
export const ADMIN_PAGE_SIZE = 50;

export interface AdminContact {
  id: number;
  name: string;
  email: string;
  subject: string;
  user: string | null;
  date: string;
  message: string;
}
export interface AdminPromoCode {
  id: number;
  code: string;
  email: string;
  exprial_date: string;
  percent: number;
  amount: number;
}
export interface AdminManualSocial {
  id: number;
  social_media: string;
  /** The submitted account name (or Facebook address). */
  username: string;
  /** The Partnerly user who submitted it. */
  name: string;
  /** Where to check the account before accepting it. */
  message: string;
}
export interface AdminSocial {
  id: number;
  username: string;
  update_date: string;
  link: string;
  followers: number;
}

/** GET /api/admin/data/: the first page of each list and how many there are in all. */
export interface AdminData {
  contacts: AdminContact[];
  promo_codes: AdminPromoCode[];
  manule_socials: AdminManualSocial[];
  socials: AdminSocial[];
  totals: Record<AdminList, number>;
}

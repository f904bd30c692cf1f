import { z } from 'zod';
import { LIMITS } from './limits';
import { requiredText } from './fields';

export const PROMO_DEFAULTS = { expDate: '2030-01-01', amount: 1, percent: 100 } as const;

/** POST /api/admin/create-promo/ (SPEC.md section 5, admin promo creation). */
export const createPromoSchema = z.object({
  name: requiredText(LIMITS.promoCode),
  expDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date.')
    .default(PROMO_DEFAULTS.expDate),
  amount: z.coerce
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'At least one use.')
    .max(1_000_000, 'At most 1,000,000 uses.')
    .default(PROMO_DEFAULTS.amount),
  percent: z.coerce
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'Between 1 and 100.')
    .max(100, 'Between 1 and 100.')
    .default(PROMO_DEFAULTS.percent),
  email: z.union([z.literal(''), z.email('Enter a valid email address.')]).optional(),
});
export type CreatePromoInput = z.input<typeof createPromoSchema>;

/** `/api/admin/*` ids in the path. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

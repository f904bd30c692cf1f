import { z } from 'zod';
import { jsonId, jsonInteger, multiLine, requiredText } from './fields';
import { PLATFORMS } from './platforms';

/** Creators' packages (issue 20): what a brand can ask for in one step, at a set price. */
export const PACKAGE_PLATFORMS = [...PLATFORMS, 'Other'] as const;
export type PackagePlatform = (typeof PACKAGE_PLATFORMS)[number];

export const PACKAGE_LIMITS = {
  packages: 10,
  title: 80,
  description: 500,
  price: 1_000_000,
  deliveryDays: 365,
} as const;

const wholeNumber = (label: string, max: number) =>
  jsonInteger(1, max, {
    type: `Enter the ${label}.`,
    min: 'Enter at least 1.',
    max: `Enter at most ${max.toLocaleString('en-US')}.`,
  });

const packageId = jsonId();

/** POST api/packages/. */
export const packageSchema = z.object({
  title: requiredText(PACKAGE_LIMITS.title),
  platform: z.enum(PACKAGE_PLATFORMS, { error: 'Choose a platform.' }),
  description: multiLine(PACKAGE_LIMITS.description).optional(),
  price: wholeNumber('price in US dollars', PACKAGE_LIMITS.price),
  delivery_days: wholeNumber('delivery time in days', PACKAGE_LIMITS.deliveryDays),
});
export type PackageInput = z.input<typeof packageSchema>;

/** PUT api/packages/: the whole package again, by id. */
export const packageUpdateSchema = packageSchema.extend({ packageId });

/** DELETE api/packages/. */
export const packageIdSchema = z.object({ packageId });

/** PUT api/packages/order/: the owner's package ids in the new order. */
export const packageOrderSchema = z.object({
  ids: z
    .array(packageId, { error: 'Send the package ids as a list.' })
    .min(1, 'Send at least one package id.')
    .max(PACKAGE_LIMITS.packages, `Send at most ${PACKAGE_LIMITS.packages} package ids.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each package id may appear only once.'),
});

/** A package on the profile and in `profile_data`. */
export interface PackageData {
  id: number;
  title: string;
  platform: PackagePlatform;
  description: string;
  price: number;
  delivery_days: number;
}

export const PACKAGE_MESSAGES = {
  tooMany: `You can offer at most ${PACKAGE_LIMITS.packages} packages.`,
  deleted: 'Deleted.',
} as const;

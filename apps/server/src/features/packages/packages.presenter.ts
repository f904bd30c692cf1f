import type { PackageData, packageSchema } from '@partnerly/shared';
import type { z } from 'zod';
import type { PackageRow, PackageValues } from './packages.repository';

export const presentPackage = (row: PackageRow): PackageData => ({
  id: row.id,
  title: row.title,
  platform: row.platform,
  description: row.description,
  price: row.price,
  delivery_days: row.deliveryDays,
});

/** The stored columns of a validated package form. */
export const packageValues = (input: z.output<typeof packageSchema>): PackageValues => ({
  title: input.title,
  platform: input.platform,
  description: input.description ?? '',
  price: input.price,
  deliveryDays: input.delivery_days,
});

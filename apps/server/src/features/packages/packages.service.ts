import {
  PACKAGE_LIMITS,
  PACKAGE_MESSAGES,
  type PackageData,
  type packageSchema,
} from '@partnerly/shared';
import type { z } from 'zod';
import { nonFieldError, notFound } from '../../lib/errors';
import { packageValues, presentPackage } from './packages.presenter';
import type { PackagesRepository } from './packages.repository';

type PackageForm = z.output<typeof packageSchema>;

/** Packages a Full Access creator offers on the profile. */
export function packagesService(packages: PackagesRepository) {
  return {
    list: async (userId: number): Promise<PackageData[]> =>
      (await packages.list(userId)).map(presentPackage),

    async add(userId: number, input: PackageForm): Promise<PackageData> {
      if ((await packages.count(userId)) >= PACKAGE_LIMITS.packages) {
        throw nonFieldError(PACKAGE_MESSAGES.tooMany);
      }
      return presentPackage(await packages.add(userId, packageValues(input)));
    },

    async update(userId: number, id: number, input: PackageForm): Promise<PackageData> {
      const row = await packages.update(userId, id, packageValues(input));
      if (!row) throw notFound();
      return presentPackage(row);
    },

    /** PUT api/packages/order/: answers the packages in their new order. */
    async reorder(userId: number, ids: readonly number[]): Promise<PackageData[]> {
      if (!(await packages.reorder(userId, ids))) throw notFound();
      return (await packages.list(userId)).map(presentPackage);
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await packages.delete(userId, id))) throw notFound();
    },
  };
}

export type PackagesService = ReturnType<typeof packagesService>;

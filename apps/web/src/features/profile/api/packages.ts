import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { PackageData, PackageInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** The owner's packages, in their order (not part of the user data). */
export const packagesKey = ['packages'] as const;

export const fetchPackages = (): Promise<PackageData[]> => apiRequest('/api/packages/');

export const addPackage = (values: PackageInput): Promise<PackageData> =>
  apiRequest('/api/packages/', { method: 'POST', body: values });

export const updatePackage = (packageId: number, values: PackageInput): Promise<PackageData> =>
  apiRequest('/api/packages/', { method: 'PUT', body: { ...values, packageId } });

const deletePackage = (packageId: number): Promise<unknown> =>
  apiRequest('/api/packages/', { method: 'DELETE', body: { packageId } });

const reorderPackages = (ids: number[]): Promise<PackageData[]> =>
  apiRequest('/api/packages/order/', { method: 'PUT', body: { ids } });

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: (_, id) =>
      queryClient.setQueryData<PackageData[]>(packagesKey, (all) =>
        all?.filter((item) => item.id !== id),
      ),
    onError: () =>
      notifications.show({ color: 'red', message: 'The package could not be deleted. Try again.' }),
  });
}

export function useReorderPackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPackages,
    onSuccess: (ordered) => queryClient.setQueryData(packagesKey, ordered),
    onError: () =>
      notifications.show({ color: 'red', message: 'The new order could not be saved. Try again.' }),
  });
}

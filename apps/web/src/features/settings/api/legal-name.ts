import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const legalNameKey = ['legal-name'] as const;
type LegalName = { legal_name: string | null };

/** GET /api/account/legal-name/: the name printed on deal agreements, null until set. */
export function useLegalName() {
  return useQuery({
    queryKey: legalNameKey,
    queryFn: () => apiRequest<LegalName>('/api/account/legal-name/'),
  });
}

/** PUT /api/account/legal-name/: sets it once; the answer replaces what the page shows. */
export function useSetLegalName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { legal_name: string }) =>
      apiRequest<LegalName>('/api/account/legal-name/', { method: 'PUT', body: values }),
    onSuccess: (saved) => queryClient.setQueryData(legalNameKey, saved),
  });
}

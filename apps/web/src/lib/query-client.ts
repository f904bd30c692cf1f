import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so code outside the providers (a Contact
 * button on a server-rendered page, decision 013) can load it on demand.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

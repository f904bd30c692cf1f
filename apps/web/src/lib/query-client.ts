import { QueryClient } from '@tanstack/react-query';
import { onSignIn } from './sign-in';

/**
 * The app's one query cache. A module of its own so code outside the providers (a Contact
 * button on a server-rendered page, decision 013) can load it on demand.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// A new session must not show the previous account's data.
onSignIn(() => queryClient.clear());

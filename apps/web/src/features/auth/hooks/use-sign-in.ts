import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TokenPair } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { storeTokens } from '../../../lib/session';

/** Starts a session from a token pair and opens the user's profile. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (tokens: TokenPair) => {
      storeTokens(tokens);
      // Data cached for a previous account must not show in this one.
      queryClient.clear();
      navigate(paths.profile, { replace: true });
    },
    [navigate, queryClient],
  );
}

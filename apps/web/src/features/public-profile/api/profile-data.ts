import { queryOptions } from '@tanstack/react-query';
import type { PublicProfileData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isLoggedIn } from '../../../lib/session';

/**
 * POST api/profile_data/: a visible profile, open to anyone (no session needed). A member's
 * session goes along when there is one: members may see more of the audience (decision 104);
 * the route takes an outdated token as a visitor's, never answering 401.
 */
export function fetchProfileData(username: string, signal?: AbortSignal) {
  return apiRequest<PublicProfileData>('/api/profile_data/', {
    method: 'POST',
    body: { username },
    auth: isLoggedIn(),
    signal,
  });
}

/** Unknown, hidden and unpaid profiles answer 404; a malformed name 400. Both mean "not here". */
export const isMissingProfile = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const profileDataQuery = (username: string) =>
  queryOptions({
    queryKey: ['profile-data', username.toLowerCase(), isLoggedIn() ? 'member' : 'visitor'],
    queryFn: ({ signal }) => fetchProfileData(username, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

import { apiRequest } from '../../../lib/api-client';

/** The verified social an accepted account became. */
export interface AcceptedSocial {
  id: number;
  link: string;
  followers: number;
}

/** POST /api/admin/manuel_social_media/: accepts the account as verified with its followers. */
export function acceptManualSocial(id: number, followers: number): Promise<AcceptedSocial> {
  return apiRequest('/api/admin/manuel_social_media/', {
    method: 'POST',
    body: { id, followers },
  });
}

/** DELETE /api/admin/manuel_social_media/: declines (deletes) the submitted account. */
export function declineManualSocial(id: number): Promise<unknown> {
  return apiRequest('/api/admin/manuel_social_media/', { method: 'DELETE', body: { id } });
}

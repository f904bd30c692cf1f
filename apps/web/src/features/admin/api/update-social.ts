import { apiRequest } from '../../../lib/api-client';

/** PUT /api/admin/update_socials/: the checked follower count (the social leaves the queue). */
export function updateSocialFollowers(id: number, followers: number): Promise<unknown> {
  return apiRequest('/api/admin/update_socials/', { method: 'PUT', body: { id, followers } });
}

/** POST /api/admin/update_socials/: deletes the verified social (the spec's verb for it). */
export function deleteSocial(id: number): Promise<unknown> {
  return apiRequest('/api/admin/update_socials/', { method: 'POST', body: { id } });
}

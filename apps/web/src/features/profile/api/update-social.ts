import type { SocialData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export interface SocialAudience {
  updateid: number;
  tags: string[];
  countrys: string[];
}

/** PUT api/social_media/: a verified account's tags and community locations. */
export function updateSocial(values: SocialAudience): Promise<SocialData> {
  return apiRequest('/api/social_media/', { method: 'PUT', body: values });
}

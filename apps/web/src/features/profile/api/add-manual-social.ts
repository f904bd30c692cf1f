import type { ManualSocialData, ManualSocialInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST api/manuel_social_media/: submits an account for verification. */
export function addManualSocial(values: ManualSocialInput): Promise<ManualSocialData> {
  return apiRequest('/api/manuel_social_media/', { method: 'POST', body: values });
}

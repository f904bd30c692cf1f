import type { EditProfileInput } from '@partnerly/shared';
import { apiRequest } from '../../../app/api-client';

export interface EditedProfile {
  profile_text: string;
  profile_tags: string[];
  profile_countrys: string[];
  is_content_producer: boolean;
}

/** POST api/edit_profile/: bio, tags, countries and the content-creator switch. */
export function editProfile(values: EditProfileInput): Promise<EditedProfile> {
  return apiRequest('/api/edit_profile/', { method: 'POST', body: values });
}

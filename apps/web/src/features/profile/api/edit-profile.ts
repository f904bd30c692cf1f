import type { EditProfileInput, ProfileTheme } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export interface EditedProfile {
  profile_text: string;
  profile_tags: string[];
  profile_countrys: string[];
  is_content_producer: boolean;
  theme: ProfileTheme;
}

/** POST api/edit_profile/: bio, tags, countries, the content-creator switch and the theme. */
export function editProfile(values: EditProfileInput): Promise<EditedProfile> {
  return apiRequest('/api/edit_profile/', { method: 'POST', body: values });
}

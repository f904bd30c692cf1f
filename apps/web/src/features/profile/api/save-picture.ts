import { apiRequest } from '../../../lib/api-client';

/** POST api/save_pp/ with the cropped JPEG data URL; answers the new picture's address. */
export function savePicture(pp: string): Promise<string> {
  return apiRequest('/api/save_pp/', { method: 'POST', body: { pp } });
}

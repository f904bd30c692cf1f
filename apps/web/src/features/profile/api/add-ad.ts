import type { AdData, AdInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST api/add_ad/: the cropped image, title, text and price per 1,000 views; answers 201. */
export function addAd(values: AdInput): Promise<AdData> {
  return apiRequest('/api/add_ad/', { method: 'POST', body: values });
}

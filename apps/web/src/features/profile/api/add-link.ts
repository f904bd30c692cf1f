import type { LinkData, LinkInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST api/linkview/ with the address (`link`) and its title (`text`). */
export function addLink(values: LinkInput): Promise<LinkData> {
  return apiRequest('/api/linkview/', { method: 'POST', body: values });
}

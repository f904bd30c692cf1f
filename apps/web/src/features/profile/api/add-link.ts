import type { LinkInput, OwnLinkData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST api/linkview/ with the address (`link`) and its title (`text`); the new link is shown. */
export function addLink(values: LinkInput): Promise<OwnLinkData> {
  return apiRequest('/api/linkview/', { method: 'POST', body: values });
}

import type { AudienceTarget, AudienceTargetInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const audienceTargetKey = ['audience-target'] as const;

/** GET /api/audience-target/: the member's own target; empty lists when none is set. */
export function fetchAudienceTarget(): Promise<AudienceTarget> {
  return apiRequest('/api/audience-target/');
}

/** PUT /api/audience-target/: replaces the member's own target; answers it as stored. */
export function saveAudienceTarget(target: AudienceTargetInput): Promise<AudienceTarget> {
  return apiRequest('/api/audience-target/', { method: 'PUT', body: target });
}

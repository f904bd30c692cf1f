import type { TwoFactorEnabled, TwoFactorSetup } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/2fa/setup/: a new secret, pending until a code from the app confirms it. */
export function startTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest('/api/2fa/setup/', { method: 'POST', body: {} });
}

/** POST /api/2fa/enable/: turns it on and answers the recovery codes, shown this once. */
export function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return apiRequest('/api/2fa/enable/', { method: 'POST', body: { code } });
}

/** POST /api/2fa/disable/: the password and a current (or recovery) code. */
export function disableTwoFactor(password: string, code: string): Promise<unknown> {
  return apiRequest('/api/2fa/disable/', { method: 'POST', body: { password, code } });
}

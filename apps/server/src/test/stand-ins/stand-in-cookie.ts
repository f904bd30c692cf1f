import type { ConnectPlatform } from '@partnerly/shared';

/**
 * The cookie naming the account signed in at a platform's stand-in in one browser, as a real
 * platform's session cookie would: journeys running at once each connect their own account.
 */
export const standInCookie = (platform: ConnectPlatform) => `stand_in_${platform}`;

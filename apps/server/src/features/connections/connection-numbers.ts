import type { ConnectPlatform } from '@partnerly/shared';
import type { PlatformAccount } from './platform-client';

/** The day a follower count is recorded under (the sparkline's points). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What the verified social shows of a platform account read at `at`: the same shape whether
 * the account was just connected or read again by the sweep.
 */
export const numbersOf = (platform: ConnectPlatform, account: PlatformAccount, at: Date) => ({
  link: account.link,
  followers: account.followers,
  followersHidden: account.followersHidden,
  countries: account.countries,
  source: platform,
  at,
});

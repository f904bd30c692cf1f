import type { ChatUserData } from './chat';
import type { OnboardingData } from './onboarding';
import type { OwnProfileData } from './profile-data';

/** Wire shapes of GET api/UserData/ (docs/SPEC.md section 3), grown by later features. */
export interface SubscriptionData {
  status: string | null;
  started_at: string | null;
  cancel_at: string | null;
  canceled_at: string | null;
  promocode_used: boolean;
}

export interface UserData extends OwnProfileData, ChatUserData {
  id: number;
  username: string;
  email: string;
  number: string;
  date_joined: string;
  third_party: boolean;
  is_admin: boolean;
  /** Two-factor sign-in (an authenticator app) is on. */
  two_factor: boolean;
  subscription: SubscriptionData;
  onboarding: OnboardingData;
}

/** The subscription statuses that give Full Access; the server's queries and the web read it. */
export const ACTIVE_STATUSES: readonly string[] = ['active', 'trialing'];

export const isActiveStatus = (status: string | null | undefined) =>
  ACTIVE_STATUSES.includes(status ?? '');

export const isSubscriptionActive = (subscription: SubscriptionData | undefined) =>
  isActiveStatus(subscription?.status);

/** Full Access now; Explorer (never subscribed); or lapsed (a subscription that ended). */
export type Plan = 'full' | 'explorer' | 'lapsed';

export function planOf(subscription: SubscriptionData | undefined): Plan {
  if (isSubscriptionActive(subscription)) return 'full';
  // Explorers have no subscription status at all; any status left means one once ran.
  return subscription?.status ? 'lapsed' : 'explorer';
}

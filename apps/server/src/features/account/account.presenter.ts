import type { ChatUserData, MessageData, OwnProfileData, UserData } from '@partnerly/shared';
import { presentSubscription } from '../billing/subscriptions.presenter';
import type { subscriptions } from '../../db/schema';
import type { User } from '../users/user';
import { presentOnboarding } from './onboarding.presenter';

/** What the user data is made of besides the account itself. */
export interface UserDataParts {
  subscription: typeof subscriptions.$inferSelect | undefined;
  profile: OwnProfileData;
  chat: ChatUserData;
  twoFactorOn: boolean;
}

/** The signed-in user's own data (GET api/userdata/). */
export function presentUserData(user: User, parts: UserDataParts): UserData {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    number: user.phoneNumber ?? '',
    date_joined: user.dateJoined.toISOString(),
    third_party: user.thirdParty,
    is_admin: user.isAdmin,
    two_factor: parts.twoFactorOn,
    subscription: presentSubscription(parts.subscription),
    onboarding: presentOnboarding(user),
    ...parts.profile,
    ...parts.chat,
  };
}

/** "Download my data": the user data with every message instead of the latest ones. */
export function presentExport(data: UserData, messages: MessageData[], at: Date) {
  return { exported_at: at.toISOString(), ...data, messages };
}

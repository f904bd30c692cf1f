import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import {
  isActiveStatus,
  type OnboardingData,
  type OnboardingMark,
  type TokenPair,
  type UserData,
} from '@partnerly/shared';
import { badRequest, fieldError, nonFieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { CodesService } from '../auth/codes.service';
import type { SessionsService } from '../auth/sessions.service';
import type { TwoFactorService } from '../auth/two-factor.service';
import type { BillingService } from '../billing/billing.service';
import type { ChatService } from '../chat/chat.service';
import type { DealChatAccess } from '../chat/deal-chat-access';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ResultsService } from '../results/results.service';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { AccountExportRepository } from './account-export.repository';
import { presentExport, presentUserData } from './account.presenter';
import { presentOnboarding } from './onboarding.presenter';

const THIRD_PARTY = 'Accounts that sign in with Google cannot change this.';
export const ACTIVE_SUBSCRIPTION =
  'You have an active subscription. Please cancel your subscription.';

/** The signed-in user's own account: data, name, e-mail, password, deletion. */
export function accountService({
  users,
  billing,
  codes,
  sessions,
  profiles,
  chat,
  dealChat,
  twoFactor,
  events,
  exports,
  results,
  db,
}: {
  users: UsersService;
  billing: Pick<BillingService, 'subscriptionOf' | 'keepsCharging'>;
  codes: CodesService;
  sessions: SessionsService;
  profiles: ProfilesService;
  chat: ChatService;
  dealChat: Pick<DealChatAccess, 'onlyDeals'>;
  twoFactor: Pick<TwoFactorService, 'isOn'>;
  events: EventBus;
  exports: AccountExportRepository;
  results: Pick<ResultsService, 'exported'>;
  db: Database;
}) {
  /**
   * The user data; `scoped`: without Full Access the chat holds only the conversations the
   * member buys in (decision 113), though their export keeps every one.
   */
  async function accountData(user: User, scoped: boolean): Promise<UserData> {
    const [subscription, profile, everyChat, twoFactorOn] = await Promise.all([
      billing.subscriptionOf(user.id),
      profiles.ownProfile(user),
      chat.userData(user),
      twoFactor.isOn(user.id),
    ]);
    const chatData =
      scoped && !isActiveStatus(subscription?.status)
        ? await dealChat.onlyDeals(user.id, everyChat)
        : everyChat;
    return presentUserData(user, { subscription, profile, chat: chatData, twoFactorOn });
  }
  const userData = (user: User) => accountData(user, true);

  return {
    userData,

    /**
     * Everything the account holds, for "Download my data": the user data (account,
     * subscription, profile, socials, links, ads, conversations; pictures as addresses) with
     * every message sent or received instead of the latest ones, the rest we keep, and the
     * results of the orders they bought (issue 47).
     */
    async export(user: User) {
      const [data, messages, extras, bought] = await Promise.all([
        accountData(user, false),
        chat.allMessages(user),
        exports.of(user.id),
        results.exported(user),
      ]);
      return { ...presentExport(data, messages, extras, new Date()), results: bought };
    },

    /** Sets one of the checklist's marks (POST /api/onboarding/); setting it again is a no-op. */
    async markOnboarding(user: User, mark: OnboardingMark): Promise<OnboardingData> {
      const updated = await users.update(
        user.id,
        mark === 'link_copied' ? { onboardingLinkCopied: true } : { onboardingDismissed: true },
      );
      return presentOnboarding(updated);
    },

    async changeUsername(user: User, username: string) {
      if (username === user.username) return { username };
      const sameNameOtherCase = username.toLowerCase() === user.username.toLowerCase();
      if (!sameNameOtherCase) await users.refuseTaken({ username });
      const updated = await users.update(user.id, { username });
      return { username: updated.username };
    },

    /** Like registration: without a code say whether one must be sent; with it, switch. */
    async changeEmail(user: User, email: string, code: string | undefined) {
      if (user.thirdParty) throw nonFieldError(THIRD_PARTY);
      if (email.toLowerCase() === user.email.toLowerCase()) {
        throw fieldError('email', 'You are already using this e-mail address.');
      }
      const refuseTaken = () => users.refuseTaken({ email });
      await refuseTaken();
      if (!code) {
        return (await codes.hasLiveCode('verify_email', email)) ? 'code-sent' : 'needs-code';
      }
      const codeId = await codes
        .check('verify_email', email, code, 'code')
        // A concurrent sign-up with this address may have spent the code: say the address is taken.
        .catch(async (error: unknown) => {
          await refuseTaken();
          throw error;
        });
      // Spent only once the address is ours: losing it to a concurrent sign-up keeps the code.
      // The notice to the old address is queued with the change.
      await inTransaction(db, async (tx) => {
        await users.update(user.id, { email }, tx);
        await events.publishWithin(tx, 'account.email-changed', {
          userId: user.id,
          previousEmail: user.email,
        });
      });
      await codes.markUsed(codeId);
      return 'changed';
    },

    /**
     * Sets a new password, ends every other session and returns a fresh one for this device;
     * the sockets of `session` (the one asking) stay open, every other one of the user closes.
     */
    async changePassword(
      user: User,
      oldPassword: string,
      newPassword: string,
      session?: string,
    ): Promise<TokenPair> {
      if (user.thirdParty) throw nonFieldError(THIRD_PARTY);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw fieldError('old_password', 'Your old password was entered incorrectly.');
      }
      if (oldPassword === newPassword) {
        throw fieldError('new_password', 'The new password cannot be the same as the old one.');
      }
      const passwordHash = await hashPassword(newPassword);
      // The security notice is queued with the change: it always goes.
      const updated = await inTransaction(db, async (tx) => {
        const changed = await users.update(
          user.id,
          { passwordHash, tokenVersion: user.tokenVersion + 1 },
          tx,
        );
        await events.publishWithin(tx, 'account.password-changed', { userId: user.id });
        return changed;
      });
      await sessions.revokeAll(user.id, session);
      return sessions.issue(updated);
    },

    /** Refused while a paid subscription would keep charging the card. */
    async deleteAccount(user: User) {
      if (await billing.keepsCharging(user.id)) throw badRequest(ACTIVE_SUBSCRIPTION);
      await profiles.deleteOwner(user);
      await sessions.revokeAll(user.id);
    },
  };
}

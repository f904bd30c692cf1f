import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { ResetPasswordInput } from '@partnerly/shared';
import { AppError, fieldError } from '../../lib/errors';
import { RESET_TOKEN_SECONDS, nowSeconds, type TokenSigner } from '../../lib/jwt';
import type { RateLimits } from '../../lib/rate-limits';
import { hashPassword } from '../../lib/passwords';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { CodesService } from './codes.service';
import type { SessionsService } from './sessions.service';

/** At most 5 reset mails to one address per 30 minutes (README, Security notes). */
const RESET_MAILS_PER_WINDOW = 5;
const RESET_MAIL_WINDOW_MS = 30 * 60_000;
const NOT_FOUND = 'We could not find an account with that username or e-mail.';
const THIRD_PARTY = 'This account signs in with Google; it has no password to reset.';

/** "a***@e***.com": enough to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The four stages of the reset dialog (docs/SPEC.md section 4). */
export function passwordResetService({
  db,
  users,
  codes,
  sessions,
  signer,
  limiter: limits,
  events,
}: {
  db: Database;
  users: UsersService;
  codes: CodesService;
  sessions: SessionsService;
  signer: TokenSigner;
  limiter: RateLimits;
  events: EventBus;
}) {
  const resetMails = limits.limit('reset-mail', RESET_MAILS_PER_WINDOW, RESET_MAIL_WINDOW_MS);

  async function account(find: string): Promise<User> {
    const user = await users.findByLogin(find);
    if (!user) throw fieldError('user', NOT_FOUND);
    if (user.thirdParty) throw fieldError('user', THIRD_PARTY);
    return user;
  }

  return {
    async run(input: ResetPasswordInput): Promise<object> {
      switch (input.stage) {
        case 0:
          return { email: maskEmail((await account(input.find)).email) };
        case 1: {
          const user = await account(input.find);
          // Only mails that leave count against the cap: a press refused by the 60 s cooldown
          // (or a mail the server could not send) must not lock the user out for half an hour.
          const address = user.email.toLowerCase();
          await resetMails.check(address);
          await codes.send('password_reset', user.email);
          await resetMails.consume(address);
          return {};
        }
        case 2: {
          const user = await account(input.find);
          const codeId = await codes.consume('password_reset', user.email, input.code, 'code');
          const token = await signer.sign(
            { type: 'reset', user_id: user.id, code_id: codeId },
            nowSeconds() + RESET_TOKEN_SECONDS,
          );
          return { token };
        }
        case 3: {
          const claims = await signer.verify(input.token, 'reset');
          const user = claims && (await users.findById(claims.user_id));
          const usable = user && claims.code_id && (await codes.useResetToken(claims.code_id));
          if (!user || !usable) {
            throw new AppError(400, { token: ['This reset link has expired. Start again.'] });
          }
          const passwordHash = await hashPassword(input.new_password);
          // The security notice is queued with the new password: it always goes.
          await inTransaction(db, async (tx) => {
            await users.update(user.id, { passwordHash, tokenVersion: user.tokenVersion + 1 }, tx);
            await events.publishWithin(tx, 'account.password-changed', { userId: user.id });
          });
          await sessions.revokeAll(user.id);
          return {};
        }
      }
    },
  };
}

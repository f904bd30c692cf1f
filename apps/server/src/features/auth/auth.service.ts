import type { z } from 'zod';
import { TWO_FACTOR_MESSAGES, type registerSchema, type TokenPair } from '@partnerly/shared';
import { fieldError, nonFieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UsersService } from '../users/users.service';
import type { CodesService } from './codes.service';
import type { SessionsService } from './sessions.service';
import type { TwoFactorService } from './two-factor.service';

type Registration = z.output<typeof registerSchema>;

export const BAD_CREDENTIALS = 'No active account found with the given credentials';

/** Registration and password login. */
export function authService({
  users,
  codes,
  sessions,
  twoFactor,
}: {
  users: UsersService;
  codes: CodesService;
  sessions: SessionsService;
  twoFactor: Pick<TwoFactorService, 'isOn' | 'verify'>;
}) {
  const refuseTaken = (input: Registration) =>
    users.refuseTaken({ username: input.username, email: input.email });

  return {
    /**
     * Username or e-mail and password; with two-factor on, also the app's code or a recovery
     * code. Asked for only after the right password, so the question tells nothing to a guesser.
     */
    async login(identifier: string, password: string, otp?: string): Promise<TokenPair> {
      const user = await users.findByLogin(identifier);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw nonFieldError(BAD_CREDENTIALS);
      if (await twoFactor.isOn(user.id)) {
        if (!otp) throw fieldError('otp', TWO_FACTOR_MESSAGES.codeNeeded);
        if (!(await twoFactor.verify(user, otp))) {
          throw fieldError('otp', TWO_FACTOR_MESSAGES.codeInvalid);
        }
      }
      return sessions.issue(user);
    },

    /**
     * Without a code: checks the fields and says whether a code must be sent ('needs-code')
     * or one is already live ('code-sent'). With the right code: creates the account.
     */
    async register(input: Registration): Promise<'needs-code' | 'code-sent' | 'created'> {
      await refuseTaken(input);

      if (!input.validate_code) {
        return (await codes.hasLiveCode('verify_email', input.email)) ? 'code-sent' : 'needs-code';
      }
      const codeId = await codes
        .check('verify_email', input.email, input.validate_code, 'validate_code')
        .catch(async (error: unknown) => {
          // A concurrent sign-up with this address may have spent the code a moment ago:
          // then the address being taken is the answer, not the code.
          await refuseTaken(input);
          throw error;
        });
      // The code is spent only once the account exists: a request that loses the race for
      // the username to another gets the username's 400 and keeps its code.
      await users.create({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        isContentCreator: input.account === 'creator',
      });
      await codes.markUsed(codeId);
      return 'created';
    },
  };
}

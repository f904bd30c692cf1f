import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@partnerly/shared';
import { badRequest, fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import type { User } from '../users/user';
import type { TwoFactorRepository } from './two-factor.repository';

const ISSUER = 'Partnerly';
const PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too: phone clocks drift. */
const WINDOW = 1;
// No 0/o, 1/l/i: recovery codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totp = (secret: Secret, label: string) =>
  new TOTP({ issuer: ISSUER, label, secret, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** Ten characters from 31: about 50 bits, shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const characters = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/**
 * Recovery codes are random, not chosen, so a fast hash is enough (a slow one guards weak
 * passwords); the dash and case do not matter when one is typed back.
 */
const recoveryHash = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');

const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

export const WRONG_PASSWORD = 'Your password was entered incorrectly.';

/** Two-factor sign-in with an authenticator app, and its recovery codes. */
export function twoFactorService({
  repository,
  box,
}: {
  repository: TwoFactorRepository;
  box: SecretBox;
}) {
  /** The time step `code` belongs to for this secret, or undefined when it matches none. */
  function stepOf(sealedSecret: string, label: string, code: string): number | undefined {
    const plain = box.open(sealedSecret);
    if (!plain) return undefined;
    const generator = totp(Secret.fromBase32(plain), label);
    const now = Date.now();
    const delta = generator.validate({ token: code, timestamp: now, window: WINDOW });
    if (delta === null) return undefined;
    return generator.counter({ timestamp: now }) + delta;
  }

  /**
   * True when `code` is the current authenticator code (not used before) or an unspent
   * recovery code, which is then spent.
   */
  async function verify(user: User, code: string): Promise<boolean> {
    const row = await repository.find(user.id);
    if (!row?.enabledAt) return false;
    if (!isAuthenticatorCode(code)) {
      return repository.spendRecoveryCode(user.id, recoveryHash(code));
    }
    const step = stepOf(row.secret, user.username, code);
    return step !== undefined && repository.useStep(user.id, step);
  }

  return {
    isOn: repository.isOn,

    /** A new secret, pending until confirmed with a code from the app (enable). */
    async setup(user: User): Promise<TwoFactorSetup> {
      if (user.thirdParty) throw badRequest(TWO_FACTOR_MESSAGES.thirdParty);
      const secret = new Secret({ size: 20 });
      const saved = await repository.savePending(user.id, box.seal(secret.base32));
      if (!saved) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
      return { secret: secret.base32, otpauth_url: totp(secret, user.username).toString() };
    },

    /** Confirms the pending set-up with a current code; answers the recovery codes, once. */
    async enable(user: User, code: string): Promise<TwoFactorEnabled> {
      const row = await repository.find(user.id);
      if (!row) throw badRequest(TWO_FACTOR_MESSAGES.setupFirst);
      if (row.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
      const step = stepOf(row.secret, user.username, code);
      if (step === undefined || !(await repository.useStep(user.id, step))) {
        throw fieldError('code', TWO_FACTOR_MESSAGES.codeInvalid);
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repository.enable(user.id, codes.map(recoveryHash));
      return { detail: TWO_FACTOR_MESSAGES.turnedOn, recovery_codes: codes };
    },

    verify,

    /** Turns two-factor off; both the password and a code are needed. */
    async disable(user: User, password: string, code: string): Promise<void> {
      if (!(await repository.isOn(user.id))) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError('password', WRONG_PASSWORD);
      }
      if (!(await verify(user, code))) {
        throw fieldError('code', TWO_FACTOR_MESSAGES.codeInvalid);
      }
      await repository.remove(user.id);
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;

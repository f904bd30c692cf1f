import { z } from 'zod';
import { REQUIRED, maxMessage, singleLine } from './fields';
import { LIMITS } from './limits';

export const TWO_FACTOR_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'That code is not valid. Enter the current code from your authenticator app.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  setupFirst: 'Start again: scan a new QR code.',
  thirdParty: 'Accounts that sign in with Google are protected by Google.',
  turnedOn: 'Two-factor sign-in is on.',
  turnedOff: 'Two-factor sign-in is off.',
} as const;

/** How many single-use recovery codes an account gets when it turns two-factor on. */
export const RECOVERY_CODE_COUNT = 10;

const OTP_FORMAT = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/;

/** What people type: spaces they copy along are dropped, letters read the same in any case. */
const typedCode = () =>
  singleLine()
    .max(LIMITS.otpMax * 2, TWO_FACTOR_MESSAGES.codeInvalid)
    .transform((value) => value.replace(/\s+/g, '').toLowerCase());

/**
 * An authenticator code (6 digits) or a recovery code (xxxxx-xxxxx): what the turn-off form
 * takes.
 */
export const otpSchema = typedCode().pipe(
  z.string().min(1, REQUIRED).regex(OTP_FORMAT, TWO_FACTOR_MESSAGES.codeInvalid),
);

/** The login form's code field: empty (not asked yet) or a code as `otpSchema` takes it. */
export const optionalOtpSchema = typedCode()
  .pipe(
    z
      .string()
      .refine((code) => code === '' || OTP_FORMAT.test(code), TWO_FACTOR_MESSAGES.codeInvalid),
  )
  .transform((code) => code || undefined);

/** POST /api/2fa/enable/: the first code from the app, which proves it holds the secret. */
export const enableTwoFactorSchema = z.object({
  code: singleLine()
    .max(LIMITS.otpMax, TWO_FACTOR_MESSAGES.codeNeeded)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeNeeded)),
});

/** POST /api/2fa/disable/: the password and a current code (or a recovery code). */
export const disableTwoFactorSchema = z.object({
  password: singleLine()
    .min(1, REQUIRED)
    .max(LIMITS.loginPasswordMax, maxMessage(LIMITS.loginPasswordMax)),
  code: otpSchema,
});

/** POST /api/2fa/setup/'s answer: the secret to type in, and the address the QR code holds. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
}

/** POST /api/2fa/enable/'s answer: shown once, never again. */
export interface TwoFactorEnabled {
  detail: string;
  recovery_codes: string[];
}

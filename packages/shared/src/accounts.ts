import { z } from 'zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';
import {
  REQUIRED,
  maxMessage,
  requiredEmail,
  requiredMultiLine,
  requiredText,
  singleLine,
} from './fields';
import { passwordSchema } from './password';
import { usernameSchema } from './username';
import { optionalOtpSchema } from './two-factor';

export const CODE_INVALID = 'Enter the 6-digit code from the e-mail.';

/** A 6-digit verification code; empty means "not entered yet". */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, CODE_INVALID);

const optionalCode = z
  .union([z.literal(''), verificationCodeSchema])
  .optional()
  .transform((code) => code || undefined);

/** POST /api/token: username or e-mail (so as long as an e-mail may be), and password. */
export const loginSchema = z.object({
  username: requiredText(LIMITS.email),
  password: singleLine()
    .min(1, REQUIRED)
    .max(LIMITS.loginPasswordMax, maxMessage(LIMITS.loginPasswordMax)),
  /** The authenticator or recovery code, for accounts with two-factor sign-in on. */
  otp: optionalOtpSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/user/register/. */
export const registerSchema = z
  .object({
    username: usernameSchema,
    email: requiredEmail(),
    password: passwordSchema,
    password_conf: passwordSchema,
    validate_code: optionalCode,
    /**
     * Whom the account is for, chosen in the sign-up form (issue 53). Optional so that older
     * clients keep working: without it the account is a brand's, as every account was before
     * (a creator turns it on in the profile editor).
     */
    account: z.enum(['creator', 'brand']).default('brand'),
  })
  .refine((values) => values.password === values.password_conf, {
    path: ['password_conf'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** POST api/CreateVCode/. */
export const createCodeSchema = z.object({ email: requiredEmail() });

/** POST /api/token/refresh/. */
export const refreshSchema = z.object({ refresh: singleLine().min(1, REQUIRED) });

/** POST /api/auth/google/. */
export const googleSignInSchema = z.object({
  token: singleLine().min(1, REQUIRED),
  method: z.enum(['login', 'register']).default('login'),
});

/** PUT /api/update-user/. */
export const updateUsernameSchema = z.object({ username: usernameSchema });

/** PUT api/update-email/. */
export const updateEmailSchema = z.object({ email: requiredEmail(), code: optionalCode });
export type UpdateEmailInput = z.input<typeof updateEmailSchema>;

/** PUT /api/update-password/. */
export const updatePasswordSchema = z.object({
  old_password: passwordSchema,
  new_password: passwordSchema,
});

/** The change-password form adds a confirmation and the spec's two cross-field rules. */
export const changePasswordFormSchema = z
  .object({
    old_password: passwordSchema,
    new_password: passwordSchema,
    confirm_password: passwordSchema,
  })
  .refine((values) => values.new_password !== values.old_password, {
    path: ['new_password'],
    message: 'The new password cannot be the same as the old one.',
  })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** POST /api/reset-password/, one shape per stage of the four-step dialog. */
export const resetPasswordSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal(0), find: requiredText(LIMITS.text) }),
  z.object({ stage: z.literal(1), find: requiredText(LIMITS.text), method: z.literal('email') }),
  z.object({
    stage: z.literal(2),
    find: requiredText(LIMITS.text),
    method: z.literal('email'),
    code: requiredText(LIMITS.text),
  }),
  z.object({
    stage: z.literal(3),
    find: requiredText(LIMITS.text),
    token: singleLine().min(1, REQUIRED),
    new_password: passwordSchema,
  }),
]);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset dialog's last step: new password and its confirmation. */
export const newPasswordFormSchema = z
  .object({ new_password: passwordSchema, confirm_password: passwordSchema })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** The settings Contact tab (the user is known, so no name or e-mail). */
export const settingsContactSchema = z.object({
  subject: requiredText(LIMITS.settingsContactSubject),
  message: requiredMultiLine(LIMITS.publicContactMessage),
});

/** POST /api/check-promo/. */
export const promoCodeSchema = z.object({ code: requiredText(LIMITS.promoCode) });

/** The answer of /api/token and /api/auth/google/. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * The sign-in forms' schemas, imported on their first check rather than with the page: zod is a
 * fifth of a sign-in page's JavaScript otherwise (decision 042).
 */
export {
  loginSchema,
  newPasswordFormSchema,
  registerSchema,
  resetCodeFormSchema,
  resetFindFormSchema,
} from '@partnerly/shared';

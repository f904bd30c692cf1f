/** User-facing messages of the spec, in its places and meaning, in plain correct English. */
export const MESSAGES = {
  contactReceived: 'Your message has been received.',
  usernameTaken: 'A user with that username already exists.',
  accountSuspended: 'This account is suspended.',
  emailTaken: 'A user with that email already exists.',
  promoCodeTaken: 'A promo code with this name already exists.',
  subscriptionExpired: 'Your subscription has expired, please renew it.',
  passwordSpaces: 'Password cannot contain spaces',
  passwordsDoNotMatch: 'Passwords do not match',
  selectSocialMedia: 'Please select a social media.',
  enterUsername: 'Please enter a username.',
  tooManyTags: 'You can only select 10 tags.',
  tooManyCountries: 'You can only select 5 countries.',
  minAboveMax: "Min followers can't be greater than max followers.",
  negativeFollowers: "Followers can't be negative.",
  filterFailed: 'An error occurred. Please try again.',
  connectionLost: 'Your connection to the server has been lost. Please refresh the page.',
} as const;

/**
 * What a suspended member is told at sign-in and in open tabs (issue 29). Here, among plain
 * constants, so a sign-in page that shows it loads no schema code.
 */
export const SUSPENDED_NOTICE = 'Your account was suspended.';

/** Field limits and business constants from SPEC.md sections 5 and 9. */
export const LIMITS = {
  username: 30,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  loginPasswordMax: 128,
  verificationCodeLength: 6,
  text: 254,
  bio: 500,
  promoCode: 511,
  tagsMax: 10,
  countriesMax: 5,
  settingsContactSubject: 30,
  publicContactName: 100,
  publicContactSubject: 100,
  publicContactMessage: 1000,
  chatMessage: 2000,
} as const;

export const TIMINGS = {
  resendCooldownSeconds: 60,
  lockedFeatureAlertMs: 5000,
  copyConfirmationMs: 2000,
  socketReconnectMs: 3000,
  socketReconnectTries: 10,
} as const;

export const SEARCH_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 30;

export const PRICING = {
  explorerMonthlyUsd: 0,
  fullAccessMonthlyUsd: 7,
} as const;

/** Local-storage keys fixed by the spec (note the spelling of `acces`). */
export const STORAGE_KEYS = {
  access: 'acces',
  refresh: 'refresh',
} as const;

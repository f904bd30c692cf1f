/** Field limits and business constants from docs/SPEC.md sections 5 and 9. */
export const LIMITS = {
  username: 30,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  loginPasswordMax: 128,
  /** A recovery code with its dash and some slack for spaces (two-factor sign-in). */
  otpMax: 16,
  verificationCodeLength: 6,
  text: 254,
  bio: 500,
  promoCode: 511,
  tagsMax: 10,
  countriesMax: 5,
  /** Ids in one reorder request; far above any real link list. */
  linksMax: 500,
  settingsContactSubject: 30,
  publicContactName: 100,
  publicContactSubject: 100,
  publicContactMessage: 1000,
  chatMessage: 2000,
} as const;

export const TIMINGS = {
  resendCooldownSeconds: 60,
  copyConfirmationMs: 2000,
  socketReconnectMs: 3000,
  socketReconnectTries: 10,
} as const;

/** The largest value a PostgreSQL `integer` column holds: ids, follower counts, cents. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Upper bounds of the numbers requests carry, each within the column it ends up in. */
export const NUMBER_LIMITS = {
  id: PG_INTEGER_MAX,
  followers: PG_INTEGER_MAX,
  /** Dollars per 1000 views; stored as cents in an `integer`. */
  cpmUsd: 1_000_000,
  promoUses: 1_000_000,
  searchRange: 10_000,
  messageCount: 1_000_000,
  listOffset: PG_INTEGER_MAX,
} as const;

/** The largest request body of a JSON route; the image routes allow more (`IMAGE_BODY_LIMIT_BYTES`). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const SEARCH_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 30;
/** How many of a member's most recently active dialogues GET api/UserData/ gives a whole page. */
export const USER_DATA_WHOLE_PAGES = 50;

export const PRICING = {
  explorerMonthlyUsd: 0,
  fullAccessMonthlyUsd: 7,
} as const;

/** Local-storage keys fixed by the spec (note the spelling of `acces`). */
export const STORAGE_KEYS = {
  access: 'acces',
  refresh: 'refresh',
} as const;

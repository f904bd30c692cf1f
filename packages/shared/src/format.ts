/** Display formats shared by the profile, search and explore screens. */
import { formatterCache } from './formatters';

const SCALES = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * A follower count in the short form social networks use: 999 -> '999', 1234 -> '1.2K',
 * 3400000 -> '3.4M'. It rounds down, so 999999 reads '999.9K' and never overstates.
 */
export function formatFollowers(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const whole = Math.floor(count);
  for (const { size, suffix } of SCALES) {
    if (whole >= size) {
      const tenths = Math.floor((whole * 10) / size) / 10;
      return `${tenths}${suffix}`;
    }
  }
  return String(whole);
}

// One locale for every figure, so the server-rendered page and the app agree (hydration).
const COUNT = formatterCache(() => new Intl.NumberFormat('en-US'));
const WHOLE_DOLLARS = formatterCache(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const DOLLARS_AND_CENTS = formatterCache(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const PLURAL = formatterCache(() => new Intl.PluralRules('en-US'));

/** A whole count with thousands separators: 12000 -> '12,000'. */
export const formatCount = (count: number): string =>
  COUNT().format(Number.isFinite(count) ? count : 0);

const SIZE = formatterCache(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

/** A file's size as people read it: '812 bytes', '45 KB', '2.4 MB' (1 KB = 1,024 bytes). */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < 1024) return `${formatCount(size)} ${size === 1 ? 'byte' : 'bytes'}`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${SIZE().format(size / 1024 / 1024)} MB`;
}

/**
 * Dollars as prices are written: whole amounts without cents ('$1,200'), any cents with both
 * digits ('$12.50', never '$12.5').
 */
export function formatDollars(amount: number): string {
  const cents = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  return cents % 100 === 0
    ? WHOLE_DOLLARS().format(cents / 100)
    : DOLLARS_AND_CENTS().format(cents / 100);
}

/** An ad's price per 1000 views (the spec's cpm): 12.5 -> '$12.50 / 1,000 views'. */
export const formatCpm = (cpm: number): string => `${formatDollars(cpm)} / 1,000 views`;

/** A share from 0 to 1 as a percentage with one decimal: 0.0667 -> '6.7%'. */
export const formatRate = (rate: number): string =>
  `${(Number.isFinite(rate) ? rate * 100 : 0).toFixed(1)}%`;

/** A noun's singular and plural, chosen by the language's plural rules. */
export interface NounForms {
  one: string;
  other: string;
}

/**
 * A count with its noun in the right number, through Intl.PluralRules:
 * (1, profile found) -> '1 profile found', 1200 -> '1,200 profiles found'.
 */
export function countOf(count: number, noun: NounForms): string {
  const form = PLURAL().select(count) === 'one' ? noun.one : noun.other;
  return `${formatCount(count)} ${form}`;
}

// Package formatters live here, away from the zod schemas in packages.ts, so the public page's
// first load does not pull zod in for them (bundle budget in e2e/bundle-size.spec.ts).

/** "$1,200": a package's whole-dollar price. */
export const formatPackagePrice = (dollars: number) => formatDollars(dollars);

/** "1 day" / "5 days". */
export const formatDeliveryDays = (days: number) => countOf(days, { one: 'day', other: 'days' });

// A calendar date without a time ('2026-11-26') names the same day everywhere.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Day, short month and year in the member's language ('26 Nov 2026'), kept per locale. */
export const dateFormatter = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const CALENDAR_DAY = formatterCache(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
/** The hour and minute in the language's clock, kept per locale. */
export const clockFormatter = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
);
const MONTH = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * A date in one order on every screen: day, month, year (the spec's order for chat), written
 * in the member's language through Intl.DateTimeFormat; with `time`, the hour and minute in
 * the language's clock. '26 Nov 2026', '26 Nov 2026, 14:05' (en-GB), '26 nov. 2026, 14:05'
 * (fr), '26 Nov 2026, 2:05 PM' (en-US). '' for a value that is not a date.
 */
export function formatDate(
  value: string | Date,
  { locale, time = false }: { locale?: string; time?: boolean } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const parts = (dateOnly ? CALENDAR_DAY : dateFormatter)(locale).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month')} ${part('year')}`;
  if (!time) return day;
  return `${day}, ${clockFormatter(locale).format(date)}`;
}

/**
 * A month as reviews name it beside the order's title: '2026-11' -> 'Nov 2026', in the
 * member's language; '' for a value that is not a YYYY-MM month.
 */
export function formatMonth(month: string, { locale }: { locale?: string } = {}): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return '';
  return MONTH(locale).format(new Date(`${month}-01T00:00:00Z`));
}

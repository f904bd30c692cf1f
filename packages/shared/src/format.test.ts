import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatFileSize,
  formatDate,
  formatMonth,
  formatCpm,
  formatDeliveryDays,
  formatDollars,
  formatFollowers,
  formatPackagePrice,
} from './format';
import { PLATFORMS, platformName } from './platforms';

describe('formatFollowers', () => {
  it('keeps counts below a thousand as they are', () => {
    expect(formatFollowers(0)).toBe('0');
    expect(formatFollowers(7)).toBe('7');
    expect(formatFollowers(999)).toBe('999');
  });

  it('shortens thousands, millions and billions to one decimal', () => {
    expect(formatFollowers(1000)).toBe('1K');
    expect(formatFollowers(1234)).toBe('1.2K');
    expect(formatFollowers(56_789)).toBe('56.7K');
    expect(formatFollowers(3_400_000)).toBe('3.4M');
    expect(formatFollowers(2_050_000_000)).toBe('2B');
  });

  it('rounds down so a count is never overstated', () => {
    expect(formatFollowers(999_999)).toBe('999.9K');
    expect(formatFollowers(1_999)).toBe('1.9K');
  });

  it('reads a negative or missing count as zero', () => {
    expect(formatFollowers(-5)).toBe('0');
    expect(formatFollowers(Number.NaN)).toBe('0');
  });
});

describe('formatCpm', () => {
  it('writes cents with two digits and whole dollars without, per 1,000 views', () => {
    expect(formatCpm(12.5)).toBe('$12.50 / 1,000 views');
    expect(formatCpm(10)).toBe('$10 / 1,000 views');
    expect(formatCpm(0.1 + 0.2)).toBe('$0.30 / 1,000 views');
    expect(formatCpm(1234.567)).toBe('$1,234.57 / 1,000 views');
  });
});

describe('formatDollars and formatPackagePrice', () => {
  it('puts thousands separators in and never a lone cents digit', () => {
    expect(formatDollars(1200)).toBe('$1,200');
    expect(formatDollars(0.05)).toBe('$0.05');
    expect(formatDollars(12.1)).toBe('$12.10');
    expect(formatDollars(Number.NaN)).toBe('$0');
    expect(formatPackagePrice(1_000_000)).toBe('$1,000,000');
  });
});

describe('formatCount', () => {
  it('writes whole counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_000)).toBe('12,000');
    expect(formatCount(2_147_483_647)).toBe('2,147,483,647');
  });
});

describe('countOf', () => {
  const profiles = { one: 'profile found', other: 'profiles found' };

  it('picks the singular or plural by the plural rules', () => {
    expect(countOf(0, profiles)).toBe('0 profiles found');
    expect(countOf(1, profiles)).toBe('1 profile found');
    expect(countOf(2, profiles)).toBe('2 profiles found');
    expect(countOf(1200, profiles)).toBe('1,200 profiles found');
  });

  it('counts delivery days the same way', () => {
    expect(formatDeliveryDays(1)).toBe('1 day');
    expect(formatDeliveryDays(5)).toBe('5 days');
  });
});

describe('platformName', () => {
  it('writes platforms as they write themselves and keeps anything else', () => {
    expect(PLATFORMS.map(platformName)).toEqual([
      'Instagram',
      'TikTok',
      'Facebook',
      'X',
      'YouTube',
    ]);
    expect(platformName('Other')).toBe('Other');
  });
});

describe('formatMonth', () => {
  it('writes a review’s month in the member’s language, whatever their time zone', () => {
    expect(formatMonth('2026-11', { locale: 'en-GB' })).toBe('Nov 2026');
    expect(formatMonth('2026-01', { locale: 'fr-FR' })).toBe('janv. 2026');
    expect(formatMonth('2026-13')).toBe('');
  });
});

describe('formatDate', () => {
  const local = new Date(2024, 0, 5, 9, 7);

  it('writes day, month and year in the member’s language', () => {
    expect(formatDate(local, { locale: 'en-GB' })).toBe('5 Jan 2024');
    expect(formatDate(local, { locale: 'fr-FR' })).toBe('5 janv. 2024');
    // The day comes first even where the language puts the month first.
    expect(formatDate(local, { locale: 'en-US' })).toBe('5 Jan 2024');
  });

  it('adds the hour and minute in local time, in the language’s clock', () => {
    expect(formatDate(local.toISOString(), { locale: 'en-GB', time: true })).toBe(
      '5 Jan 2024, 09:07',
    );
    // Newer ICU versions put a narrow no-break space before AM.
    expect(formatDate(local.toISOString(), { locale: 'en-US', time: true })).toMatch(
      /^5 Jan 2024, 9:07\s+AM$/,
    );
  });

  it('reads a calendar date as that day, whatever the time zone', () => {
    expect(formatDate('2024-05-01', { locale: 'en-GB' })).toBe('1 May 2024');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [812, '812 bytes'],
    [46_080, '45 KB'],
    [2_516_582, '2.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [Number.NaN, '0 bytes'],
  ])('writes %d as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

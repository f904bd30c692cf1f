import { describe, expect, it } from 'vitest';
import { formatCpm, formatFollowers } from './format';

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
  it('shows dollars per 1000 views without trailing zeros', () => {
    expect(formatCpm(12.5)).toBe('$12.5 / 1000 views');
    expect(formatCpm(10)).toBe('$10 / 1000 views');
    expect(formatCpm(0.1 + 0.2)).toBe('$0.3 / 1000 views');
  });
});

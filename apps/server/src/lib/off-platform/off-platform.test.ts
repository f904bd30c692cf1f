import { describe, expect, it } from 'vitest';
import { asksToLeavePlatform } from './off-platform';
import { DISGUISED, ORDINARY, PLAIN } from './off-platform.corpus';

describe('a message that takes a deal off the platform', () => {
  it.each(PLAIN)('is flagged: %s', (text) => {
    expect(asksToLeavePlatform(text)).toBe(true);
  });

  it.each(DISGUISED)('is flagged when disguised: %s', (text) => {
    expect(asksToLeavePlatform(text)).toBe(true);
  });
});

describe('ordinary business', () => {
  it('is a corpus of at least 50 messages', () => {
    expect(ORDINARY.length).toBeGreaterThanOrEqual(50);
  });

  it.each(ORDINARY)('is not flagged: %s', (text) => {
    expect(asksToLeavePlatform(text)).toBe(false);
  });
});

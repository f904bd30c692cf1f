import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './format-message-time';

describe('formatMessageTime', () => {
  it('shows day-month-year hour:minute in local time, zero-padded', () => {
    const local = new Date(2024, 0, 5, 9, 7).toISOString();
    expect(formatMessageTime(local)).toBe('05-01-2024 09:07');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatMessageTime('not a date')).toBe('');
  });
});

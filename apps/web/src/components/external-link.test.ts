import { describe, expect, it } from 'vitest';
import { safeHref } from './external-link';

describe('safeHref', () => {
  it('keeps http and https addresses', () => {
    expect(safeHref('https://example.com/shop')).toBe('https://example.com/shop');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
  });

  it('refuses script, data and relative addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeHref('/relative/path')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});

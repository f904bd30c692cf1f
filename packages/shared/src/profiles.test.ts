import { describe, expect, it } from 'vitest';
import { withScheme } from './profiles';

describe('withScheme', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme('  shop.example/summer?ref=bio ')).toBe(
      'https://shop.example/summer?ref=bio',
    );
    expect(withScheme('//cdn.example/a')).toBe('https://cdn.example/a');
    expect(withScheme('example.com:8080/shop')).toBe('https://example.com:8080/shop');
  });

  it('leaves an address with a scheme as it was typed, for the check to judge', () => {
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withScheme('')).toBe('');
  });

  it('adds nothing to what is not an address: a word, an e-mail address', () => {
    expect(withScheme('shop')).toBe('shop');
    expect(withScheme('anna@example.com')).toBe('anna@example.com');
    expect(withScheme('my shop.com')).toBe('my shop.com');
  });
});

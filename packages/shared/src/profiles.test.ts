import { describe, expect, it } from 'vitest';
import { linkSchema, withScheme } from './profiles';

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
});

describe('linkSchema', () => {
  it('stores a link typed without a scheme with https://', () => {
    expect(linkSchema.parse({ link: 'my.shop/bags', text: 'Bags' }).link).toBe(
      'https://my.shop/bags',
    );
  });

  it('still refuses addresses that are not web pages', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@example.com']) {
      expect(linkSchema.safeParse({ link, text: 'x' }).success, link).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/mayaskin?request=3')).toBe('/mayaskin?request=3');
    expect(safeReturnPath('/deals#top')).toBe('/deals#top');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'mayaskin'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeUndefined();
  });

  it('makes the sign-in address that returns there', () => {
    expect(withReturn('/login', '/mayaskin?request=3')).toBe(
      '/login?next=%2Fmayaskin%3Frequest%3D3',
    );
  });
});

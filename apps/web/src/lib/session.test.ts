import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@partnerly/shared';
import { makeToken } from '../test/tokens';
import { clearTokens, decodeJwtPayload, isLoggedIn, storeTokens } from './session';

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('is logged out without an access token', () => {
    expect(isLoggedIn()).toBe(false);
  });

  it('is logged in while the access token has not expired', () => {
    storeTokens({ access: makeToken(60), refresh: 'r1' });
    expect(isLoggedIn()).toBe(true);
  });

  it('is logged out once the access token has expired, even with a refresh token', () => {
    storeTokens({ access: makeToken(-1), refresh: 'r1' });
    expect(isLoggedIn()).toBe(false);
  });

  it('compares the expiry with the given time in seconds', () => {
    const access = makeToken(0);
    storeTokens({ access, refresh: 'r1' });
    const exp = decodeJwtPayload(access)?.exp as number;
    expect(isLoggedIn(exp - 1)).toBe(true);
    expect(isLoggedIn(exp)).toBe(false);
  });

  it('treats a malformed token as logged out', () => {
    localStorage.setItem(STORAGE_KEYS.access, 'not-a-jwt');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.access, 'a.%%%.c');
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps the tokens under the keys the spec fixes', () => {
    storeTokens({ access: 'a1', refresh: 'r1' });
    expect(localStorage.getItem('acces')).toBe('a1');
    expect(localStorage.getItem('refresh')).toBe('r1');
    clearTokens();
    expect(localStorage.getItem('acces')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });
});

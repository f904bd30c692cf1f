import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge';

const badges = navigator as Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

afterEach(() => {
  Reflect.deleteProperty(badges, 'setAppBadge');
  Reflect.deleteProperty(badges, 'clearAppBadge');
});

describe('app badge', () => {
  it('shows the unread count and clears it at zero', () => {
    badges.setAppBadge = vi.fn(() => Promise.resolve());
    badges.clearAppBadge = vi.fn(() => Promise.resolve());
    showAppBadge(3);
    showAppBadge(0);
    expect(badges.setAppBadge).toHaveBeenCalledWith(3);
    expect(badges.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where badges are not supported, and ignores a refusal', () => {
    expect(() => showAppBadge(2)).not.toThrow();
    badges.setAppBadge = vi.fn(() => Promise.reject(new Error('not installed')));
    expect(() => showAppBadge(2)).not.toThrow();
  });
});

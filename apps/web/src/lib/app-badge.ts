import { useEffect } from 'react';

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The installed app's icon shows the unread count where the platform supports badges
 * (Chromium on desktop and Android, Safari on iOS and macOS); elsewhere nothing happens.
 */
export function showAppBadge(count: number): void {
  const badges = navigator as Navigator & BadgeNavigator;
  const done = count > 0 ? badges.setAppBadge?.(count) : badges.clearAppBadge?.();
  // A refusal (not installed, permission) changes nothing the member would miss.
  done?.catch(() => undefined);
}

/** Keeps the app badge equal to `count` while mounted, and clears it after. */
export function useAppBadge(count: number): void {
  useEffect(() => {
    showAppBadge(count);
  }, [count]);
  useEffect(() => () => showAppBadge(0), []);
}

import type { MouseEvent } from 'react';
import { notifications } from '@mantine/notifications';
import {
  IconMessageCircle,
  IconSearch,
  IconSettings,
  IconSparkles,
  IconUserCircle,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, TIMINGS } from '@partnerly/shared';
import { paths } from '../app/paths';
import { userDataQuery } from '../app/user-data';

export interface Destination {
  to: string;
  label: string;
  icon: Icon;
  /** Needs an active subscription (SPEC.md section 6). */
  paid: boolean;
}

/** The five destinations of the signed-in app (SPEC.md section 2), in the bar's order. */
export const DESTINATIONS: readonly Destination[] = [
  { to: paths.profile, label: 'Profile', icon: IconUserCircle, paid: true },
  { to: paths.chats, label: 'Chats', icon: IconMessageCircle, paid: true },
  { to: paths.explore, label: 'Explore', icon: IconSparkles, paid: false },
  { to: paths.search, label: 'Search', icon: IconSearch, paid: false },
  { to: paths.settings, label: 'Settings', icon: IconSettings, paid: false },
];

/** Paths a user without an active subscription is kept away from. */
export const PAID_PATHS: readonly string[] = DESTINATIONS.filter((d) => d.paid).map((d) => d.to);

const LOCKED_ALERT_ID = 'feature-locked';

/** Keeps a locked destination closed and says why, in red, for 5 s (SPEC.md section 2). */
export function showLockedAlert(event: MouseEvent) {
  event.preventDefault();
  notifications.show({
    id: LOCKED_ALERT_ID,
    color: 'red',
    message: MESSAGES.featureLocked,
    autoClose: TIMINGS.lockedFeatureAlertMs,
  });
}

/** Unread chat messages, from the user data the shell loaded (the chat keeps it current). */
export function useUnreadTotal(): number {
  const { data } = useQuery({
    ...userDataQuery,
    // Only reads the cache: the shell is the one that loads it.
    enabled: false,
    select: (user) => user.notifications.length,
  });
  return data ?? 0;
}

/** How a destination is named to screen readers: "Chats, 3 unread" when there is news. */
export function destinationName(label: string, unread: number): string {
  return unread > 0 ? `${label}, ${unread} unread` : label;
}

/** The count as a badge shows it. */
export const unreadBadge = (count: number) => (count > 99 ? '99+' : String(count));

const TITLES: readonly [string, string][] = [
  ...DESTINATIONS.map((d): [string, string] => [d.to, d.label]),
  [paths.checkoutSuccess, 'Welcome to Full Access'],
];

/** The header's title for a signed-in page. */
export function pageTitleOf(pathname: string): string {
  return TITLES.find(([path]) => pathname.startsWith(path))?.[1] ?? '';
}

import type { MouseEvent } from 'react';
import {
  IconHeartHandshake,
  IconMessageCircle,
  IconSearch,
  IconSettings,
  IconSparkles,
  IconUserCircle,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { Plan } from '@partnerly/shared';
import { paths } from '../lib/paths';
import { openUpgradePrompt } from '../lib/upgrade-prompt';

export interface Destination {
  to: string;
  label: string;
  icon: Icon;
  /** Needs an active subscription (docs/SPEC.md section 6): what the upgrade prompt says then. */
  lockedReason?: string;
}

/** The destinations of the signed-in app (docs/SPEC.md section 2, and Deals), in the bar's order. */
export const DESTINATIONS: readonly Destination[] = [
  {
    to: paths.profile,
    label: 'Profile',
    icon: IconUserCircle,
    lockedReason: 'Your profile and public page are part of Full Access.',
  },
  {
    to: paths.chats,
    label: 'Chats',
    icon: IconMessageCircle,
    lockedReason: 'Chats are part of Full Access.',
  },
  {
    to: paths.deals,
    label: 'Deals',
    // Open on any plan: buying needs none (decision 107); selling asks at the server.
    icon: IconHeartHandshake,
  },
  { to: paths.explore, label: 'Explore', icon: IconSparkles },
  { to: paths.search, label: 'Search', icon: IconSearch },
  { to: paths.settings, label: 'Settings', icon: IconSettings },
];

/**
 * The click handler of a destination the plan (or, for Chats, a deal) does not open: it stays closed and the upgrade
 * prompt says why (decision 012); undefined when the destination is open.
 */
export function lockedClick(destination: Destination, plan: Plan, dealChats = false) {
  const { lockedReason } = destination;
  if (plan === 'full' || !lockedReason) return undefined;
  // A buyer's deal conversations open /chats on any plan (decision 113).
  if (dealChats && destination.to === paths.chats) return undefined;
  return (event: MouseEvent) => {
    event.preventDefault();
    openUpgradePrompt({ reason: lockedReason, plan });
  };
}

/**
 * How a destination is named to screen readers: "Chats, 3 unread" or "Deals, 1 waiting for
 * you" when there is news.
 */
export function destinationName(label: string, count: number): string {
  if (count === 0) return label;
  return `${label}, ${count} ${label === 'Deals' ? 'waiting for you' : 'unread'}`;
}

/** The count a destination's badge shows for a member on Full Access. */
export const badgeCountOf = (to: string, counts: { unread: number; deals: number }) =>
  to === paths.chats ? counts.unread : to === paths.deals ? counts.deals : 0;

/** The count as a badge shows it. */
export const unreadBadge = (count: number) => (count > 99 ? '99+' : String(count));

const TITLES: readonly [string, string][] = [
  ...DESTINATIONS.map((d): [string, string] => [d.to, d.label]),
  // The page's own heading welcomes; the header names the plan.
  [paths.checkoutSuccess, 'Welcome'],
  [paths.welcome, 'Welcome'],
  ['/campaigns/', 'Campaigns'],
];

/** The header's title for a signed-in page. */
export function pageTitleOf(pathname: string): string {
  return TITLES.find(([path]) => pathname.startsWith(path))?.[1] ?? '';
}

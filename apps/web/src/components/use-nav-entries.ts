import type { Plan } from '@partnerly/shared';
import { paths } from '../lib/paths';
import { useUnreadTotal } from '../lib/unread-count';
import { useDealsWaitingTotal } from '../lib/deals-waiting';
import {
  DESTINATIONS,
  badgeCountOf,
  destinationName,
  lockedClick,
  type Destination,
} from './app-destinations';

/** One destination as a navigation shows it to this member now. */
export interface NavEntry extends Destination {
  /** Opens the upgrade prompt instead of the page; undefined where the plan opens it. */
  onLockedClick: ReturnType<typeof lockedClick>;
  locked: boolean;
  /** The badge's count: unread chats or deals waiting on the member. */
  count: number;
  /** "Chats, 3 unread": the accessible name of the link. */
  name: string;
}

/** The destinations of the side navigation and the bottom bar, with their locks and badges. */
export function useNavEntries(plan: Plan, dealChats = false): NavEntry[] {
  const active = plan === 'full';
  const unread = useUnreadTotal();
  const deals = useDealsWaitingTotal();
  return DESTINATIONS.map((destination) => {
    const onLockedClick = lockedClick(destination, plan, dealChats);
    // An Explorer's unread count is their deals' conversations' (the chat counts no other).
    const open = active || (dealChats && destination.to === paths.chats);
    const count = open ? badgeCountOf(destination.to, { unread, deals }) : 0;
    return {
      ...destination,
      onLockedClick,
      locked: onLockedClick !== undefined,
      count,
      name: destinationName(destination.label, count),
    };
  });
}

import { Indicator } from '@mantine/core';
import { NavLink } from 'react-router';
import type { Plan } from '@partnerly/shared';
import { useUnreadTotal } from '../lib/unread-count';
import { useDealsWaitingTotal } from '../lib/deals-waiting';
import {
  DESTINATIONS,
  badgeCountOf,
  destinationName,
  lockedClick,
  unreadBadge,
} from './app-destinations';
import classes from './AppShell.module.css';

/**
 * The fixed bottom icon bar of the signed-in app on phones (desktop has the side navigation);
 * paid destinations look disabled when locked.
 */
export function BottomBar({ plan }: { plan: Plan }) {
  const active = plan === 'full';
  const unread = useUnreadTotal();
  const deals = useDealsWaitingTotal();
  return (
    <nav aria-label="Main" className={classes.bar}>
      <ul className={classes.barList}>
        {DESTINATIONS.map((destination) => {
          const { to, label, icon: DestinationIcon } = destination;
          const onLockedClick = lockedClick(destination, plan);
          const locked = onLockedClick !== undefined;
          const count = active ? badgeCountOf(to, { unread, deals }) : 0;
          const name = destinationName(label, count);
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-label={name}
                // Not aria-disabled: the click must still work, to say why the page is locked.
                title={locked ? `${label}: Full Access only` : name}
                data-locked={locked || undefined}
                onClick={onLockedClick}
                className={classes.barLink}
              >
                <Indicator
                  inline
                  disabled={count === 0}
                  label={unreadBadge(count)}
                  size={18}
                  offset={3}
                  color="red.8"
                  fz={11}
                  fw={700}
                >
                  <DestinationIcon size={28} stroke={1.6} aria-hidden="true" />
                </Indicator>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

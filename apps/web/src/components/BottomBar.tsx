import type { MouseEvent } from 'react';
import { Indicator } from '@mantine/core';
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
import { NavLink } from 'react-router';
import { MESSAGES, TIMINGS } from '@partnerly/shared';
import { paths } from '../app/paths';
import { userDataQuery } from '../app/user-data';
import classes from './AppShell.module.css';

interface Destination {
  to: string;
  label: string;
  icon: Icon;
  /** Needs an active subscription (SPEC.md section 6). */
  paid: boolean;
}

const DESTINATIONS: readonly Destination[] = [
  { to: paths.profile, label: 'Profile', icon: IconUserCircle, paid: true },
  { to: paths.chats, label: 'Chats', icon: IconMessageCircle, paid: true },
  { to: paths.explore, label: 'Explore', icon: IconSparkles, paid: false },
  { to: paths.search, label: 'Search', icon: IconSearch, paid: false },
  { to: paths.settings, label: 'Settings', icon: IconSettings, paid: false },
];

/** Paths a user without an active subscription is kept away from. */
export const PAID_PATHS: readonly string[] = DESTINATIONS.filter((d) => d.paid).map((d) => d.to);

const LOCKED_ALERT_ID = 'feature-locked';

function showLockedAlert(event: MouseEvent) {
  event.preventDefault();
  notifications.show({
    id: LOCKED_ALERT_ID,
    color: 'red',
    message: MESSAGES.featureLocked,
    autoClose: TIMINGS.lockedFeatureAlertMs,
  });
}

/** Unread chat messages, from the user data the shell loaded (the chat keeps it current). */
function useUnreadTotal(): number {
  const { data } = useQuery({
    ...userDataQuery,
    // Only reads the cache: the shell is the one that loads it.
    enabled: false,
    select: (user) => user.notifications.length,
  });
  return data ?? 0;
}

/** The fixed bottom icon bar of the signed-in app; paid destinations look disabled when locked. */
export function BottomBar({ active }: { active: boolean }) {
  const unread = useUnreadTotal();
  return (
    <nav aria-label="Main" className={classes.bar}>
      <ul className={classes.barList}>
        {DESTINATIONS.map(({ to, label, icon: DestinationIcon, paid }) => {
          const locked = paid && !active;
          const count = to === paths.chats && active ? unread : 0;
          const name = count > 0 ? `${label}, ${count} unread` : label;
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-label={name}
                // Not aria-disabled: the click must still work, to say why the page is locked.
                title={locked ? `${label}: Full Access only` : name}
                data-locked={locked || undefined}
                onClick={locked ? showLockedAlert : undefined}
                className={classes.barLink}
              >
                <Indicator
                  inline
                  disabled={count === 0}
                  label={count > 99 ? '99+' : count}
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

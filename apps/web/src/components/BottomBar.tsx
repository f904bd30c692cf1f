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
import { NavLink } from 'react-router';
import { MESSAGES, TIMINGS } from '@partnerly/shared';
import { paths } from '../app/paths';
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

/** The fixed bottom icon bar of the signed-in app; paid destinations look disabled when locked. */
export function BottomBar({ active }: { active: boolean }) {
  return (
    <nav aria-label="Main" className={classes.bar}>
      <ul className={classes.barList}>
        {DESTINATIONS.map(({ to, label, icon: DestinationIcon, paid }) => {
          const locked = paid && !active;
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-label={label}
                // Not aria-disabled: the click must still work, to say why the page is locked.
                title={locked ? `${label}: Full Access only` : label}
                data-locked={locked || undefined}
                onClick={locked ? showLockedAlert : undefined}
                className={classes.barLink}
              >
                <DestinationIcon size={28} stroke={1.6} aria-hidden="true" />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

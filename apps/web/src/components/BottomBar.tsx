import { Indicator } from '@mantine/core';
import { NavLink } from 'react-router';
import type { Plan } from '@partnerly/shared';
import { unreadBadge } from './app-destinations';
import { useNavEntries } from './use-nav-entries';
import classes from './AppShell.module.css';

/**
 * The fixed bottom icon bar of the signed-in app on phones (desktop has the side navigation);
 * paid destinations look disabled when locked.
 */
export function BottomBar({ plan, dealChats }: { plan: Plan; dealChats?: boolean }) {
  const entries = useNavEntries(plan, dealChats);
  return (
    <nav aria-label="Main" className={classes.bar}>
      <ul className={classes.barList}>
        {entries.map(({ to, label, icon: DestinationIcon, onLockedClick, locked, count, name }) => (
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
        ))}
      </ul>
    </nav>
  );
}

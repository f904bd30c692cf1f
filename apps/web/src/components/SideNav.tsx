import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { Plan } from '@partnerly/shared';
import { unreadBadge } from './app-destinations';
import { useNavEntries } from './use-nav-entries';
import classes from './AppShell.module.css';

/**
 * The desktop navigation: the bottom bar's destinations with their names, the unread
 * chat count, and a lock on the destinations an Explorer cannot open yet.
 */
export function SideNav({ plan, dealChats }: { plan: Plan; dealChats?: boolean }) {
  const entries = useNavEntries(plan, dealChats);
  return (
    <nav aria-label="Main" className={classes.sideNav}>
      <ul className={classes.sideList}>
        {entries.map(({ to, label, icon: DestinationIcon, onLockedClick, locked, count, name }) => (
          <li key={to}>
            <NavLink
              to={to}
              // "Chats, 3 unread", as the bottom bar names it.
              aria-label={name}
              title={locked ? `${label}: Full Access only` : undefined}
              data-locked={locked || undefined}
              onClick={onLockedClick}
              className={classes.sideLink}
            >
              <DestinationIcon size={22} stroke={1.7} aria-hidden="true" />
              <span className={classes.sideLabel}>{label}</span>
              {/* The space keeps "Chats 1" two words, as in the name. */}{' '}
              {count > 0 && (
                <Badge size="sm" color="red.8" circle={count < 10}>
                  {unreadBadge(count)}
                </Badge>
              )}
              {locked && <IconLock size={16} aria-hidden="true" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Group, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import type { UserData } from '@partnerly/shared';
import { AccountMenu } from './AccountMenu';
import { pageTitleOf } from './app-destinations';
import { BrandLogo } from './BrandLogo';
import { PlanBadge } from './PlanBadge';
import classes from './AppShell.module.css';

/** The desktop header: logo, the page's title, the plan and the account menu. */
export function AppHeader({ user, active }: { user: UserData; active: boolean }) {
  const { pathname } = useLocation();
  return (
    <header className={classes.header}>
      <div className={classes.headerBrand}>
        <BrandLogo />
      </div>
      <Text component="p" fw={600} fz="lg" m={0} className={classes.headerTitle}>
        {pageTitleOf(pathname)}
      </Text>
      <Group gap="md" wrap="nowrap">
        <PlanBadge active={active} />
        <AccountMenu username={user.username} picture={user.profile_picture} active={active} />
      </Group>
    </header>
  );
}

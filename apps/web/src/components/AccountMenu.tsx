import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconExternalLink,
  IconLogout,
  IconSettings,
  IconBolt,
  IconChartBar,
  IconCoins,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { EXTERNAL_LINK } from './external-link';
import { UserAvatar } from './UserAvatar';
import classes from './AppShell.module.css';

interface AccountMenuProps {
  username: string;
  picture: string | null;
  /** Full Access: the public page exists; an Explorer is offered the upgrade instead. */
  active: boolean;
}

/** The avatar in the header: the public page (or the upgrade), Settings and Log out. */
export function AccountMenu({ username, picture, active }: AccountMenuProps) {
  return (
    // In the header, not a portal: the open menu stays inside the banner landmark. No focus
    // placeholder: axe counts it as a stray child of the menu (the first item gets focus).
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.accountButton}>
          <Group gap="xs" wrap="nowrap">
            <VisuallyHidden component="span">Account menu, </VisuallyHidden>
            <Box aria-hidden="true">
              <UserAvatar username={username} picture={picture} size={36} />
            </Box>
            <Text component="span" fw={600} size="sm" className={classes.accountName}>
              {username}
            </Text>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {active ? (
          <Menu.Item
            component="a"
            href={paths.publicProfile(username)}
            {...EXTERNAL_LINK}
            leftSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            View public page
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Menu.Item>
        ) : (
          <Menu.Item
            component={Link}
            to={paths.paymentsSettings}
            leftSection={<IconBolt size={18} aria-hidden="true" />}
          >
            Upgrade to Full Access
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={paths.earnings}
          leftSection={<IconCoins size={18} aria-hidden="true" />}
        >
          Earnings
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.results}
          leftSection={<IconChartBar size={18} aria-hidden="true" />}
        >
          Results
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.settings}
          leftSection={<IconSettings size={18} aria-hidden="true" />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.logout}
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

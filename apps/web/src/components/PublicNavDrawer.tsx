import { Button, Divider, Drawer, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { paths } from '../lib/paths';
import { AppLink, AppNavLink, useCurrentPath } from '../lib/app-link';
import { publicNavLinks } from './public-links';

interface PublicNavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone menu: the same destinations as the desktop top bar. */
export function PublicNavDrawer({ opened, onClose }: PublicNavDrawerProps) {
  const pathname = useCurrentPath();

  // Built from parts because Drawer's own header is a <header>, which would add a second
  // banner landmark next to the page's top bar.
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" hiddenFrom="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Body pt="md">
          <Group justify="space-between" wrap="nowrap" mb="md">
            <Drawer.Title fw={700}>Menu</Drawer.Title>
            <Drawer.CloseButton aria-label="Close menu" />
          </Group>
          <Stack gap="xs">
            <nav aria-label="Main">
              {publicNavLinks.map((link) => (
                <MantineNavLink
                  key={link.to}
                  component={AppNavLink}
                  to={link.to}
                  active={pathname === link.to}
                  label={link.label}
                  onClick={onClose}
                />
              ))}
            </nav>
            <Divider />
            <Button component={AppLink} to={paths.login} variant="default" onClick={onClose}>
              Login
            </Button>
            <Button component={AppLink} to={paths.register} onClick={onClose}>
              Sign-up
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

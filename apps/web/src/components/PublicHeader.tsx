import { lazy, Suspense, useState } from 'react';
import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '../lib/paths';
import { AppLink, AppNavLink } from '../lib/app-link';
import { BrandLogo } from './BrandLogo';
import { publicNavLinks } from './public-links';
import classes from './PublicLayout.module.css';

// The phone menu (a Drawer with its scroll area) loads on first use, keeping it out of the
// first load of the landing page.
const PublicNavDrawer = lazy(async () => ({
  default: (await import('./PublicNavDrawer')).PublicNavDrawer,
}));

/** Top bar of the public pages: full navigation on desktop, a burger menu on phones. */
export function PublicHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <BrandLogo />
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="md">
            {publicNavLinks.map((link) => (
              <AppNavLink key={link.to} to={link.to} className={classes.navLink}>
                {link.label}
              </AppNavLink>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <Button component={AppLink} to={paths.login} variant="default">
                Login
              </Button>
              <Button component={AppLink} to={paths.register}>
                Sign-up
              </Button>
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setMenuUsed(true);
                toggle();
              }}
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicNavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}

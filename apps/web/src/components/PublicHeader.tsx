import { useEffect } from 'react';
import { Burger, Button, Container, Group } from '@mantine/core';
import { paths } from '../lib/paths';
import { AppLink, AppNavLink } from '../lib/app-link';
import { BrandLogo } from './BrandLogo';
import { PublicMenu } from './PublicMenu';
import { PUBLIC_MENU_ID, wirePublicMenu } from './public-menu';
import { publicNavLinks } from './public-links';
import classes from './PublicLayout.module.css';

/**
 * Top bar of the public pages: full navigation on desktop, a burger menu on phones. The menu
 * is wired by public-menu.ts here and, on pages that ship no framework, by their script.
 */
export function PublicHeader() {
  useEffect(() => wirePublicMenu(), []);

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
              opened={false}
              hiddenFrom="md"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-controls={PUBLIC_MENU_ID}
              aria-expanded={false}
            />
          </Group>
        </Group>
      </Container>
      <PublicMenu />
    </header>
  );
}

import { ActionIcon, Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { paths } from '../lib/paths';
import { AppLink, AppNavLink } from '../lib/app-link';
import { PUBLIC_MENU_ID } from './public-menu';
import { publicNavLinks } from './public-links';
import classes from './PublicMenu.module.css';

/**
 * The phone menu of the public pages, in the page's HTML as a closed <dialog> that
 * public-menu.ts opens: the same destinations as the desktop top bar, with no script of its own,
 * so a page without a framework has a working menu.
 */
export function PublicMenu() {
  return (
    <dialog id={PUBLIC_MENU_ID} className={classes.menu} aria-labelledby="public-menu-title">
      <div className={classes.content}>
        <div className={classes.top}>
          <h2 id="public-menu-title" className={classes.title}>
            Menu
          </h2>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Close menu"
            data-menu-close
          >
            <IconX size={20} aria-hidden="true" />
          </ActionIcon>
        </div>
        <nav aria-label="Main">
          {publicNavLinks.map((link) => (
            <AppNavLink key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </AppNavLink>
          ))}
        </nav>
        <hr className={classes.rule} />
        <Button component={AppLink} to={paths.login} variant="default">
          Login
        </Button>
        <Button component={AppLink} to={paths.register}>
          Sign-up
        </Button>
      </div>
    </dialog>
  );
}

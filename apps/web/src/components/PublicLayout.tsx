import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

/** Frame of the public pages: top bar, the page itself, footer. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <PublicHeader />
      {/* tabIndex lets the skip link move keyboard focus into the page. */}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollRestoration />
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';
import { SkipLink } from './SkipLink';

/** Frame of the public pages: top bar, the page itself, footer. Needs no router. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader />
      {/* tabIndex lets the skip link move keyboard focus into the page. */}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <PublicFooter />
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import classes from './PageHeading.module.css';

/**
 * The h1 of a signed-in page whose name the desktop header already shows: visible on phones
 * (no header there), for screen readers only on desktop, so the title shows once.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.heading}>
      {children}
    </Title>
  );
}

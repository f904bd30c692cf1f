import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** One item of an admin list: a bordered card that is a list item. */
export function AdminRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={label}>
      {children}
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Box, Flex, Paper, Title } from '@mantine/core';

interface SectionsBodyProps {
  /** The side panel's navigation, shown from 768 px. */
  nav: ReactNode;
  /** The current section's name, its heading. */
  title: string;
  /** Renders the panel as the page's main landmark (pages outside the app shell). */
  main?: boolean;
  children: ReactNode;
}

/** The side panel of sections beside the current section's panel. */
export function SectionsBody({ nav, title, main, children }: SectionsBodyProps) {
  return (
    <Flex gap="xl" align="flex-start">
      <Box component="aside" w={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
        {nav}
      </Box>
      <Paper
        component={main ? 'main' : 'div'}
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Title order={2} fz="xl" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Flex>
  );
}

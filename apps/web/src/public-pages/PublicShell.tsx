import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme/theme';
import { CurrentPathProvider } from '../lib/app-link';
import { PageTitleSinkProvider } from '../components/PageTitle';
import { UpgradePromptHost } from './UpgradePromptHost';

interface PublicShellProps {
  /** The page's own path, the same on the server and in the browser. */
  path: string;
  /** Receives the page's title on the server; a no-op in the browser, where it is already set. */
  onTitle: (title: string) => void;
  children: ReactNode;
}

/** What a server-rendered public page runs in: the theme, and no router or query client. */
export function PublicShell({ path, onTitle, children }: PublicShellProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <CurrentPathProvider path={path}>
        <PageTitleSinkProvider value={onTitle}>{children}</PageTitleSinkProvider>
        <UpgradePromptHost />
      </CurrentPathProvider>
    </MantineProvider>
  );
}

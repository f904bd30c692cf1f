import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../theme/global.css';
import type { ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { SuspendedNotice } from '../components/SuspendedNotice';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../theme/theme';

const appTheme = mergeThemeOverrides(theme, {
  components: {
    // The close button of a notification is an icon: give it a name (axe: button-name).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={appTheme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position="top-center" />
      <UpgradePrompt />
      <SuspendedNotice />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

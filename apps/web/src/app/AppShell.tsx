import { Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { planOf } from '@partnerly/shared';
import { paths } from '../lib/paths';
import { userDataQuery } from '../lib/user-data';
import { AppFrameSkeleton } from '../components/AppFrameSkeleton';
import { AppHeader } from '../components/AppHeader';
import { PAID_PATHS } from '../components/app-destinations';
import { BottomBar } from '../components/BottomBar';
import { LoadFailed } from '../components/LoadFailed';
import { SideNav } from '../components/SideNav';
import classes from '../components/AppShell.module.css';
import { ChatProvider } from '../features/chats/chat-context';

/**
 * Frame of the signed-in app: loads the user data once (pages read it with useUserData),
 * keeps unpaid users out of /profile and /chats, keeps the chat live (paid plans) and shows
 * the navigation: a header and a side panel on desktop, the bottom bar on phones.
 */
export function AppShell() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(userDataQuery);
  const { pathname } = useLocation();

  if (isPending) return <AppFrameSkeleton />;
  if (isError) {
    return (
      <Center component="main" mih="100dvh" px="md">
        <LoadFailed what="your account" onRetry={() => void refetch()} retrying={isRefetching} />
      </Center>
    );
  }

  const plan = planOf(data.subscription);
  const active = plan === 'full';
  const locked = !active && PAID_PATHS.some((path) => pathname.startsWith(path));
  if (locked) return <Navigate to={paths.settings} replace />;

  return (
    <ChatProvider user={data}>
      <div className={classes.root}>
        <a href="#main" className={classes.skipLink}>
          Skip to main content
        </a>
        <AppHeader user={data} active={active} />
        <SideNav plan={plan} />
        {/* tabIndex lets the skip link move keyboard focus into the page. */}
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <BottomBar plan={plan} />
        <ScrollRestoration />
      </div>
    </ChatProvider>
  );
}

import type { ReactNode } from 'react';
import { Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { planOf } from '@partnerly/shared';
import { userDataQuery } from '../lib/user-data';
import { AppFrameSkeleton } from '../components/AppFrameSkeleton';
import { AppHeader } from '../components/AppHeader';
import { DESTINATIONS } from '../components/app-destinations';
import { LockedPage } from '../components/LockedPage';
import { BottomBar } from '../components/BottomBar';
import { LoadFailed } from '../components/LoadFailed';
import { SideNav } from '../components/SideNav';
import classes from '../components/AppShell.module.css';
import { ChatProvider } from '../features/chats/chat-context';
import { useDealsWaiting } from '../domains/deals/deals-waiting';
import { DealsWaitingContext } from '../lib/deals-waiting';
import { SkipLink } from '../components/SkipLink';
import { chatsOpen } from '../domains/deals/deal-chat';
import { paths } from '../lib/paths';

/** Counts what waits for the member in Deals, once, for the navigation's badges. */
function DealsWaiting({ active, children }: { active: boolean; children: ReactNode }) {
  return <DealsWaitingContext value={useDealsWaiting(active)}>{children}</DealsWaitingContext>;
}

/**
 * Frame of the signed-in app: loads the user data once (pages read it with useUserData),
 * shows unpaid users why /profile and /chats are locked (an Explorer's deal conversations open
 * /chats), keeps the chat live (paid plans and deal conversations) and shows
 * the navigation: a header and a side panel on desktop, the bottom bar on phones.
 */
export function AppShell() {
  const { data, isError, refetch, isRefetching } = useQuery(userDataQuery);
  const { pathname } = useLocation();

  // The account once it is loaded, even when asking again failed (decision 147): a failed
  // refetch must not take the whole app away from the member.
  if (data === undefined) {
    if (!isError) return <AppFrameSkeleton />;
    return (
      <Center component="main" mih="100dvh" px="md">
        <LoadFailed what="your account" onRetry={() => void refetch()} retrying={isRefetching} />
      </Center>
    );
  }

  const plan = planOf(data.subscription);
  const active = plan === 'full';
  // A buyer's deal conversations open /chats on any plan (decision 113).
  const dealChats = !active && chatsOpen(data);
  // A Full Access page opened without it says so in place (issue 29), instead of redirecting.
  const locked = active
    ? undefined
    : DESTINATIONS.find(
        (destination) =>
          destination.lockedReason &&
          pathname.startsWith(destination.to) &&
          !(dealChats && destination.to === paths.chats),
      );

  return (
    <ChatProvider user={data}>
      <DealsWaiting active={active}>
        <div className={classes.root}>
          <SkipLink />
          <AppHeader user={data} active={active} />
          <SideNav plan={plan} dealChats={dealChats} />
          {/* tabIndex lets the skip link move keyboard focus into the page. */}
          <main id="main" tabIndex={-1} className={classes.main}>
            {locked && plan !== 'full' ? (
              <LockedPage
                destination={locked}
                plan={plan}
                previewOf={locked.to === paths.profile ? data.username : undefined}
              />
            ) : (
              <Outlet />
            )}
          </main>
          <BottomBar plan={plan} dealChats={dealChats} />
          <ScrollRestoration />
        </div>
      </DealsWaiting>
    </ChatProvider>
  );
}

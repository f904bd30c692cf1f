import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { OwnLinkData, UserData } from '@partnerly/shared';
import { userDataQuery } from '../../../lib/user-data';
import { applyConfirmed, withAdded } from './profile-cache';

/** The user data with one link, hidden or not: all these tests look at. */
const withLink = (hidden: boolean) =>
  ({ links: [{ id: 7, title: 'Media kit', hidden } as OwnLinkData] }) as unknown as UserData;

const hide = (user: UserData) => ({
  ...user,
  links: user.links.map((link) => ({ ...link, hidden: true })),
});

const cachedHidden = (queryClient: QueryClient) =>
  queryClient.getQueryData(userDataQuery.queryKey)?.links[0]?.hidden;

/** A fetch of the user data under way, and how to answer it. */
function fetchUnderWay(queryClient: QueryClient) {
  let answer: (user: UserData) => void = () => undefined;
  const fetched = queryClient.fetchQuery({
    ...userDataQuery,
    staleTime: 0,
    queryFn: () => new Promise<UserData>((resolve) => (answer = resolve)),
  });
  return { fetched, answer: (user: UserData) => answer(user) };
}

describe('a change the server confirmed, in the cached user data', () => {
  it('is kept when a fetch that left before it was stored lands after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userDataQuery.queryKey, withLink(false));
    // The chat's socket connected: it asks for the user data again.
    const { fetched, answer } = fetchUnderWay(queryClient);
    applyConfirmed(queryClient, hide);
    expect(cachedHidden(queryClient)).toBe(true);
    // Its answer was read before the link was hidden.
    answer(withLink(false));
    await fetched;
    expect(cachedHidden(queryClient)).toBe(true);
  });

  it('takes the next fetch as it comes once the one under way has landed', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userDataQuery.queryKey, withLink(false));
    const first = fetchUnderWay(queryClient);
    applyConfirmed(queryClient, hide);
    first.answer(withLink(true));
    await first.fetched;
    // Shown again elsewhere (another tab): a later answer is the truth, not this change.
    const second = fetchUnderWay(queryClient);
    second.answer(withLink(false));
    await second.fetched;
    expect(cachedHidden(queryClient)).toBe(false);
  });

  it('is simply applied when no fetch is under way', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userDataQuery.queryKey, withLink(false));
    applyConfirmed(queryClient, hide);
    expect(cachedHidden(queryClient)).toBe(true);
  });

  it('adds a new link once when the fetch under way lists it already', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userDataQuery.queryKey, withLink(false));
    const { fetched, answer } = fetchUnderWay(queryClient);
    const added = { id: 8, title: 'Podcast', hidden: false } as OwnLinkData;
    applyConfirmed(queryClient, (user) => ({ ...user, links: withAdded(user.links, added) }));
    // Read after the link was stored: it is there already.
    answer({ links: [...withLink(false).links, added] } as unknown as UserData);
    await fetched;
    const links = queryClient.getQueryData(userDataQuery.queryKey)?.links ?? [];
    expect(links.map((link) => link.id)).toEqual([7, 8]);
  });
});

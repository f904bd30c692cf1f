import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@partnerly/shared';
import type { UserData } from '@partnerly/shared';
import { userDataQuery } from '../app/user-data';
import { renderRoutes } from '../test/render-app';
import { SideNav } from './SideNav';

const { showNotification } = vi.hoisted(() => ({ showNotification: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

const routes = (active: boolean) => [
  { path: '/settings', element: <SideNav active={active} /> },
  { path: '*', element: <p>Other page</p> },
];

describe('SideNav', () => {
  afterEach(() => showNotification.mockReset());

  it('names the five destinations in words and marks the current one', () => {
    renderRoutes(routes(true), '/settings');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Profile',
      'Chats',
      'Explore',
      'Search',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps an Explorer on the page and explains why Profile is locked', async () => {
    const { router } = renderRoutes(routes(false), '/settings');
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile.hasAttribute('data-locked')).toBe(true);
    await userEvent.click(profile);
    expect(router.state.location.pathname).toBe('/settings');
    expect(showNotification).toHaveBeenCalledWith(
      expect.objectContaining({ message: MESSAGES.featureLocked }),
    );
  });

  it('shows the unread chat total beside Chats', async () => {
    const { queryClient } = renderRoutes(routes(true), '/settings');
    act(() => {
      queryClient.setQueryData(userDataQuery.queryKey, {
        notifications: [4, 4, 7],
      } as unknown as UserData);
    });
    const chats = await screen.findByRole('link', { name: 'Chats, 3 unread' });
    expect(within(chats).getByText('3')).toBeTruthy();
  });
});

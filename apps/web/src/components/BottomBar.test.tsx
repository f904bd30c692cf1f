import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TIMINGS } from '@partnerly/shared';
import type { UserData } from '@partnerly/shared';
import { userDataQuery } from '../app/user-data';
import { renderRoutes } from '../test/render-app';
import { BottomBar } from './BottomBar';

const { showNotification } = vi.hoisted(() => ({ showNotification: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: showNotification } }));

const routes = (active: boolean) => [
  { path: '/settings', element: <BottomBar active={active} /> },
  { path: '*', element: <p>Other page</p> },
];

describe('BottomBar', () => {
  afterEach(() => showNotification.mockReset());

  it('links the five destinations by name', () => {
    renderRoutes(routes(true), '/settings');
    const hrefs = ['Profile', 'Chats', 'Explore', 'Search', 'Settings'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/profile', '/chats', '/explore', '/search', '/settings']);
  });

  it('keeps an unpaid user on the page and explains why Chats is locked', async () => {
    const { router } = renderRoutes(routes(false), '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Chats' }));

    expect(router.state.location.pathname).toBe('/settings');
    expect(showNotification).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: MESSAGES.featureLocked,
        autoClose: TIMINGS.lockedFeatureAlertMs,
      }),
    );
  });

  it('opens Explore for an unpaid user', async () => {
    const { router } = renderRoutes(routes(false), '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(router.state.location.pathname).toBe('/explore');
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('shows the unread chat total on the Chats icon', async () => {
    const { queryClient } = renderRoutes(routes(true), '/settings');
    expect(screen.getByRole('link', { name: 'Chats' })).toBeTruthy();

    act(() => {
      queryClient.setQueryData(userDataQuery.queryKey, {
        notifications: [4, 4, 7],
      } as unknown as UserData);
    });
    const chats = await screen.findByRole('link', { name: 'Chats, 3 unread' });
    expect(chats.textContent).toBe('3');
  });
});

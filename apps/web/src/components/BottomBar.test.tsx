import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@partnerly/shared';
import { UnreadCountContext } from '../lib/unread-count';
import { renderRoutes } from '../test/render-app';
import { BottomBar } from './BottomBar';
import { closeUpgradePrompt } from '../lib/upgrade-prompt';
import { UpgradePrompt } from './UpgradePrompt';

const routes = (plan: Plan, unread = 0, dealChats = false) => [
  {
    path: '/settings',
    element: (
      <UnreadCountContext value={unread}>
        <BottomBar plan={plan} dealChats={dealChats} />
        <UpgradePrompt />
      </UnreadCountContext>
    ),
  },
  { path: '*', element: <p>Other page</p> },
];

describe('BottomBar', () => {
  afterEach(() => act(closeUpgradePrompt));

  it('links the six destinations by name', () => {
    renderRoutes(routes('full'), '/settings');
    const hrefs = ['Profile', 'Chats', 'Deals', 'Explore', 'Search', 'Settings'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/profile', '/chats', '/deals', '/explore', '/search', '/settings']);
  });

  it('keeps an unpaid user on the page and explains why Chats is locked', async () => {
    const { router } = renderRoutes(routes('explorer'), '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Chats' }));

    expect(router.state.location.pathname).toBe('/settings');
    const prompt = await screen.findByRole('dialog', { name: 'Unlock Full Access' });
    expect(prompt.textContent).toContain('Chats are part of Full Access.');
  });

  it("opens Chats for an Explorer with a deal's conversation, with its unread", async () => {
    const { router } = renderRoutes(routes('explorer', 2, true), '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Chats, 2 unread' }));
    expect(router.state.location.pathname).toBe('/chats');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens Explore for an unpaid user', async () => {
    const { router } = renderRoutes(routes('explorer'), '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(router.state.location.pathname).toBe('/explore');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the unread chat total on the Chats icon', async () => {
    renderRoutes(routes('full', 3), '/settings');
    const chats = await screen.findByRole('link', { name: 'Chats, 3 unread' });
    expect(chats.textContent).toBe('3');
  });
});

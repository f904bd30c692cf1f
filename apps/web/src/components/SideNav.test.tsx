import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@partnerly/shared';
import { DealsWaitingContext } from '../lib/deals-waiting';
import { UnreadCountContext } from '../lib/unread-count';
import { renderRoutes } from '../test/render-app';
import { SideNav } from './SideNav';
import { closeUpgradePrompt } from '../lib/upgrade-prompt';
import { UpgradePrompt } from './UpgradePrompt';

const routes = (plan: Plan, unread = 0, deals = 0) => [
  {
    path: '/settings',
    element: (
      <UnreadCountContext value={unread}>
        <DealsWaitingContext value={deals}>
          <SideNav plan={plan} />
          <UpgradePrompt />
        </DealsWaitingContext>
      </UnreadCountContext>
    ),
  },
  { path: '*', element: <p>Other page</p> },
];

describe('SideNav', () => {
  afterEach(() => act(closeUpgradePrompt));

  it('names the six destinations in words and marks the current one', () => {
    renderRoutes(routes('full'), '/settings');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Profile',
      'Chats',
      'Deals',
      'Explore',
      'Search',
      'Settings',
    ]);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps an Explorer on the page and explains why Profile is locked', async () => {
    const { router } = renderRoutes(routes('explorer'), '/settings');
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile.hasAttribute('data-locked')).toBe(true);
    await userEvent.click(profile);
    expect(router.state.location.pathname).toBe('/settings');
    const prompt = await screen.findByRole('dialog', { name: 'Unlock Full Access' });
    expect(prompt.textContent).toContain('Your profile and public page are part of Full Access.');
  });

  it('shows the unread chat total beside Chats', async () => {
    renderRoutes(routes('full', 3), '/settings');
    const chats = await screen.findByRole('link', { name: 'Chats, 3 unread' });
    expect(within(chats).getByText('3')).toBeTruthy();
  });

  it('shows what waits in Deals beside it', async () => {
    renderRoutes(routes('full', 0, 2), '/settings');
    const deals = await screen.findByRole('link', { name: 'Deals, 2 waiting for you' });
    expect(within(deals).getByText('2')).toBeTruthy();
  });
});

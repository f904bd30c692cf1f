import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderRoutes } from '../../../../test/render-app';
import { DeleteAccountModal } from './DeleteAccountModal';

const routes = [
  {
    path: '/settings',
    element: <DeleteAccountModal opened onClose={() => undefined} username="ada" />,
  },
  { path: '/logout', element: <h1>Logged out</h1> },
];

const deleteButton = () => screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;

describe('DeleteAccountModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables Delete only once "delete" + the username is typed, then logs out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(200, {})));
    const user = userEvent.setup();
    renderRoutes(routes, '/settings');

    const confirm = await screen.findByRole('textbox', { name: 'Type deleteada to confirm' });
    await user.type(confirm, 'delete ada');
    expect(deleteButton().disabled).toBe(true);
    await user.clear(confirm);
    await user.type(confirm, 'deleteada');
    expect(deleteButton().disabled).toBe(false);

    await user.click(deleteButton());
    expect(await screen.findByRole('heading', { name: 'Logged out' })).toBeTruthy();
  });

  it('offers Manage subscription instead when a subscription is active', async () => {
    const detail = 'You have an active subscription. Please cancel your subscription.';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(400, { detail })));
    const user = userEvent.setup();
    renderRoutes(routes, '/settings');

    await user.type(await screen.findByRole('textbox', { name: /to confirm/ }), 'deleteada');
    await user.click(deleteButton());

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import type { AdminContact, AdminData } from '@partnerly/shared';
import { json, renderRoutes } from '../../test/render-app';
import { AdminPage } from './AdminPage';

const contact = (id: number): AdminContact => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@example.com`,
  subject: `Subject ${id}`,
  user: id % 2 ? null : `user${id}`,
  date: '2025-03-03T14:05:00.000Z',
  message: `Message ${id}`,
});

const adminData: AdminData = {
  contacts: [contact(60), contact(59)],
  promo_codes: [],
  manule_socials: [],
  socials: [],
  totals: { contacts: 3, promo_codes: 0, manule_socials: 0, socials: 0 },
};

let fetchMock: ReturnType<typeof vi.fn>;

function renderAdmin(path = '/manage/admin') {
  const element = (
    <>
      <Notifications />
      <AdminPage />
    </>
  );
  return renderRoutes([{ path: '/manage/admin', element }], path);
}

beforeEach(() => {
  fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/data/') return json(200, adminData);
    if (path === '/api/admin/list/contacts/?offset=2') {
      return json(200, { items: [contact(58)], total: 3 });
    }
    if (path === '/api/admin/delete-contact/60' && init?.method === 'DELETE') {
      return json(200, { detail: 'Deleted.' });
    }
    return json(500, { detail: 'boom' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminPage', () => {
  it('says "You are unauthorized" when the data call answers 404', async () => {
    fetchMock.mockImplementation(async () => json(404, { detail: 'Not found.' }));
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'You are unauthorized' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the first page of contacts and loads the next one on request', async () => {
    renderAdmin();
    expect(await screen.findByText('Subject 60')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Subject 58')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('removes a deleted message, and keeps one whose delete fails with the alert "error"', async () => {
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Sender 60' }));
    await waitFor(() => expect(screen.queryByText('Subject 60')).toBeNull());
    expect(screen.getByText('Showing 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete message from Sender 59' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByText('Subject 59')).toBeTruthy();
  });

  it('opens the tab named in the URL', async () => {
    renderAdmin('/manage/admin?tab=adduser');
    expect(await screen.findByRole('heading', { level: 2, name: 'Add User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
  });
});

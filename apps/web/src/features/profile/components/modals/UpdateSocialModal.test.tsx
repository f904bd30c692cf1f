import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SocialData, UserData } from '@partnerly/shared';
import { userDataQuery } from '../../../../lib/user-data';
import { json } from '../../../../test/render-app';
import { UpdateSocialModal } from './UpdateSocialModal';

/** Typing through a Mantine combobox is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

const social: SocialData = {
  id: 7,
  social_media: 'Instagram',
  link: 'https://www.instagram.com/ada',
  followers: 1234,
  followers_hidden: false,
  source: 'admin',
  followers_updated_at: '2026-11-01T10:00:00.000Z',
  countrys: [{ name: 'Germany' }],
  tags: [{ name: 'fitness' }, { name: 'food' }],
  audience: null,
};

function renderModal(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient();
  queryClient.setQueryData(userDataQuery.queryKey, {
    username: 'ada',
    tags: [],
    socials: [social],
  } as unknown as UserData);
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <UpdateSocialModal opened onClose={onClose} social={social} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock, onClose, queryClient, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('UpdateSocialModal', () => {
  it(
    'sends the edited tags and locations and updates the cached social',
    async () => {
      const updated = { ...social, tags: [{ name: 'fitness' }, { name: 'travel' }] };
      const { fetchMock, onClose, queryClient, user } = renderModal(200, updated);
      const dialog = await screen.findByRole('dialog', { name: 'Update Social Media' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove tag food' }));
      await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'Travel{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      expect(fetchMock).toHaveBeenCalledWith(
        '/api/social_media/',
        expect.objectContaining({
          method: 'PUT',
          body: JSON.stringify({ updateid: 7, tags: ['fitness', 'travel'], countrys: ['Germany'] }),
        }),
      );
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      const cached = queryClient.getQueryData(userDataQuery.queryKey);
      expect(cached?.socials[0]?.tags).toEqual(updated.tags);
    },
    UI_TIMEOUT,
  );

  it(
    'lists the server errors in the modal and stays open',
    async () => {
      const { onClose, user } = renderModal(400, {
        tags: ['You can only select 10 tags.'],
        countrys: ['Choose a country from the list.'],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Update Social Media' });
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText('You can only select 10 tags.')).toBeTruthy();
      expect(within(dialog).getByText('Choose a country from the list.')).toBeTruthy();
      expect(onClose).not.toHaveBeenCalled();
    },
    UI_TIMEOUT,
  );
});

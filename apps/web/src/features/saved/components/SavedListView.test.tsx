import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListData, ListItemData } from '@partnerly/shared';
import { json, renderPage } from '../../../test/render-app';
import { SavedListView } from './SavedListView';

const item = (username: string, audience_match: number | null): ListItemData => ({
  username,
  note: '',
  saved: '2026-11-20T10:00:00.000Z',
  public: true,
  profile_picture: null,
  socials: [],
  audience_match,
});

const summary = { id: 4, name: 'Spring', count: 3, created: '2026-11-20T10:00:00.000Z' };
const list: ListData = {
  ...summary,
  items: [item('ada', 29), item('bo', null), item('cy', 92)],
};

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SavedListView: audience match (issue 48 point 4)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each match and sorts by it in the browser, no match last', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, list));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SavedListView summary={summary} onDeleted={() => undefined} />);

    expect(await screen.findByText('92% match')).toBeTruthy();
    expect(screen.getByText('29% match')).toBeTruthy();
    expect(names()).toEqual(['ada', 'bo', 'cy']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Best audience match', hidden: true }),
    );
    expect(names()).toEqual(['cy', 'ada', 'bo']);
    // Reordering asks the server for nothing.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SearchPage } from '@partnerly/shared';
import { useFetchMock } from '../../../test/fetch-mock';
import { json, renderPage } from '../../../test/render-app';
import { SocialFilterForm } from './SocialFilterForm';

vi.mock('../../../lib/user-data', () => ({
  useUserData: () => ({ username: 'me', tags: [] }),
}));

const FILTER_PATH = '/api/filter_user_by_social/';
const noResults: SearchPage = { data: [], isover: true };

/** Opens the picker, or types into it as a person searching the list does, and picks. */
async function pick(field: string, option: string, typed?: string) {
  const input = screen.getByRole('combobox', { name: field });
  if (typed === undefined) {
    fireEvent.click(input);
  } else {
    // Focused first: Mantine takes a change to an unfocused input for the browser's autofill.
    input.focus();
    fireEvent.change(input, { target: { value: typed } });
  }
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value } });

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

/** The messages shown with a field: its description and its error. */
const describedBy = (field: string) => {
  const ids = screen.getByRole('textbox', { name: field }).getAttribute('aria-describedby');
  return (ids ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

// Mantine's inputs are slow to drive in jsdom, and the runs happen in parallel with others.
describe('the verified-audience filters (issue 48)', { timeout: 20_000 }, () => {
  const fetchMock = useFetchMock();
  /** The bodies sent to the social filter, in order. */
  const sentFilters = () =>
    fetchMock.mock.calls
      .filter(([path]) => path === FILTER_PATH)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('sends the audience country as its code, the age, the share and the engagement rate', async () => {
    fetchMock.mockResolvedValue(json(200, noResults));
    renderPage(<SocialFilterForm />);
    expect(screen.getByRole('group', { name: 'Verified audience' }).textContent).toContain(
      'only accounts whose audience Instagram or YouTube reported',
    );

    await pick('Social media', 'Instagram');
    // Typed, so only the matching options are built, not all ~250 countries.
    await pick('Audience country', 'Germany', 'Germ');
    await pick('Audience age', '18-24');
    type('At least this share', '20');
    type('Min engagement rate', '3.5');
    search();

    expect(await screen.findByText('No profiles match yet…')).toBeTruthy();
    expect(sentFilters()).toEqual([
      {
        socialMedia: 'Instagram',
        minFollowers: '',
        maxFollowers: '',
        countrys: [],
        tags: [],
        sort: '',
        verifiedOnly: false,
        brands: false,
        audienceCountry: 'DE',
        audienceAge: '18-24',
        minAudienceShare: 20,
        minEngagementRate: 3.5,
        range: 10,
      },
    ]);
  });

  it('asks for a country, age or gender before a share, and sends nothing', async () => {
    renderPage(<SocialFilterForm />);
    await pick('Social media', 'YouTube');
    type('At least this share', '20');
    search();
    expect(
      await screen.findByText('Choose a country, age or gender for the share to apply to.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under the audience fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { minEngagementRate: ['Enter an engagement rate from 0 to 100.'] }),
    );
    renderPage(<SocialFilterForm />);
    await pick('Social media', 'Instagram');
    type('Min engagement rate', '2');
    search();

    await screen.findByText('Enter an engagement rate from 0 to 100.');
    expect(describedBy('Min engagement rate')).toContain('Enter an engagement rate from 0 to 100.');
    expect(screen.getByRole('textbox', { name: 'Min engagement rate' }).ariaInvalid).toBe('true');
    expect(sentFilters()).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderPage } from '../../../../test/render-app';
import { AudienceTargetTab } from './AudienceTargetTab';

/** The PUT bodies sent to the target's route, in order. */
const putBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('AudienceTargetTab (issue 48 point 4)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's target and saves the ages and genders chosen", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, { countries: ['US'], ages: [], genders: [] }))
      .mockImplementationOnce(async (_path: string, init: RequestInit) =>
        json(200, JSON.parse(String(init.body))),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<AudienceTargetTab />);

    expect(await screen.findByText('United States')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '25-34' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Women' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    expect((await screen.findByRole('status')).textContent).toBe('Audience target saved.');
    expect(putBodies(fetchMock)).toEqual([
      { countries: ['US'], ages: ['25-34'], genders: ['female'] },
    ]);
  });

  it("puts the server's field errors on their fields", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(200, { countries: [], ages: [], genders: [] }))
        .mockResolvedValueOnce(json(400, { genders: ['Choose female, male or other.'] })),
    );
    renderPage(<AudienceTargetTab />);

    expect(
      await screen.findByText('With nothing chosen, no match is shown anywhere.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('Choose female, male or other.')).toBeTruthy();
  });

  it('says so when the target cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(500, { detail: 'Server error.' })));
    renderPage(<AudienceTargetTab />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your audience target could not be loaded.',
    );
  });
});
